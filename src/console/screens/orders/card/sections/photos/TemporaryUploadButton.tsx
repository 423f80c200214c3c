import { useEffect, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../../../machines/submissionMachine';
import { uploadTemporaryFile } from '../../../../../api/orderFilesApi';
import { inspect } from '../../../../../debug/inspector';
import { notify } from '../../../../../toasts/toaster';

/** 'Добавить файл': the chosen file goes at once (submissionMachine); each file gets a fresh chart. */
export function TemporaryUploadButton(props: { orderId: number; onUploaded: () => void }) {
  const [round, setRound] = useState(0);
  return <UploadRound key={round} {...props} onFinished={() => setRound((r) => r + 1)} />;
}

function UploadRound({ orderId, onUploaded, onFinished }: { orderId: number; onUploaded: () => void; onFinished: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const calls = useRef({ onUploaded, onFinished });
  calls.current = { onUploaded, onFinished };
  const actor = useActorRef(
    submissionMachine.provide({ actors: { submit: fromPromise(({ input: { values } }) => uploadTemporaryFile(orderId, values as File)) } }),
    { inspect, systemId: 'orderPhotos.temporaryUpload' },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (!done) return;
    calls.current.onUploaded();
    calls.current.onFinished();
  }, [done]);
  useEffect(() => {
    if (error) notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
  }, [error]);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="temporary-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) actor.send({ type: 'form.submit', values: file });
          e.target.value = '';
        }}
      />
      <Button size="xs" variant="outline" loading={busy} loadingText="Добавить файл" onClick={() => input.current?.click()}>
        Добавить файл
      </Button>
    </>
  );
}
