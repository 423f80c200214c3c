import { Button, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../machines/kit/submissionMachine';
import { inspect } from '../debug/inspector';
import { ErrorPanel, type PanelError } from './ErrorPanel';

interface Props {
  label: string;
  size?: 'xs' | 'sm';
  /** The call a chosen file makes. */
  upload: (file: File) => Promise<unknown>;
  onUploaded: () => void;
  /**
   * Why a file is refused before it is sent (the server refuses it only after the whole file has travelled), or null.
   */
  check?: (file: File) => string | null;
  /** The server's refusal when the caller shows it (a toast); without it the refusal stays beneath the button. */
  onFailed?: (error: PanelError) => void;
  /** The chart's name in the debug panel. */
  name: string;
  inputTestId: string;
  errorTestId?: string;
}

/**
 * A button that opens the file chooser (a hidden file input) and sends the chosen file at once: busy while it goes,
 * each file with a fresh chart (submissionMachine). Its messages come after the button; the caller lays them out.
 */
export function FileUploadButton(props: Props) {
  const [round, setRound] = useState(0);
  return <UploadRound key={round} {...props} onFinished={() => setRound((r) => r + 1)} />;
}

function UploadRound({
  label,
  size = 'sm',
  upload,
  onUploaded,
  check,
  onFailed,
  name,
  inputTestId,
  errorTestId,
  onFinished,
}: Props & { onFinished: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const calls = useRef({ upload, onUploaded, onFailed, onFinished });
  calls.current = { upload, onUploaded, onFailed, onFinished };
  const [refused, setRefused] = useState<string | null>(null);
  const actor = useActorRef(
    submissionMachine.provide({
      actors: { submit: fromPromise(({ input: { values } }) => calls.current.upload(values as File)) },
    }),
    {
      inspect,
      systemId: name,
    },
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
    if (error) calls.current.onFailed?.(error);
  }, [error]);

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        data-testid={inputTestId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const refusal = check?.(file) ?? null;
          setRefused(refusal);
          if (!refusal) actor.send({ type: 'form.submit', values: file });
        }}
      />
      <Button size={size} variant="outline" loading={busy} loadingText={label} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {refused && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {refused}
        </Text>
      )}
      {error && !onFailed && <ErrorPanel error={error} testId={errorTestId} />}
    </>
  );
}
