import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../machines/submissionMachine';
import { uploadAppointmentFile } from '../../../api/schedulerApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { inspect } from '../../../debug/inspector';

export const APPOINTMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const APPOINTMENT_FILE_TOO_BIG = 'Файл слишком большой (не более 10 МБ)';

interface Props {
  appointmentId: number;
  onUploaded: () => void;
}

/** 'Добавить файл': any file up to 10 MB, checked before sending; each file gets a fresh chart (submissionMachine). */
export function AppointmentFileUpload(props: Props) {
  const [round, setRound] = useState(0);
  return <UploadRound key={round} {...props} onFinished={() => setRound((r) => r + 1)} />;
}

function UploadRound({ appointmentId, onUploaded, onFinished }: Props & { onFinished: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const calls = useRef({ onUploaded, onFinished });
  calls.current = { onUploaded, onFinished };
  const [tooBig, setTooBig] = useState<string | null>(null);
  const actor = useActorRef(
    submissionMachine.provide({ actors: { submit: fromPromise(({ input: { values } }) => uploadAppointmentFile(appointmentId, values as File)) } }),
    { inspect, systemId: 'appointment.fileUpload' },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (!done) return;
    calls.current.onUploaded();
    calls.current.onFinished();
  }, [done]);

  return (
    <Stack gap="2" align="flex-start">
      <input
        ref={input}
        type="file"
        hidden
        data-testid="appointment-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          // The server refuses it too, but only after the whole file has travelled.
          if (file.size > APPOINTMENT_FILE_MAX_BYTES) return setTooBig(`${file.name}: ${APPOINTMENT_FILE_TOO_BIG}`);
          setTooBig(null);
          actor.send({ type: 'form.submit', values: file });
        }}
      />
      <Button size="sm" variant="outline" loading={busy} loadingText="Добавить файл" onClick={() => input.current?.click()}>
        Добавить файл
      </Button>
      {tooBig && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {tooBig}
        </Text>
      )}
      {error && <ErrorPanel error={error} testId="appointment-file-error" />}
    </Stack>
  );
}
