import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { inspect } from '../../debug/inspector';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmPalette?: 'blue' | 'red';
  testId: string;
  /** The chart's name in the debug panel; `${testId}.submission` unless told. */
  name?: string;
  /** The call the confirmation makes; a rejection stays in the dialog with its message. */
  call: () => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The kit's confirmation that also makes its call (deleting, generating): one submissionMachine per opening, so it
 * is busy while the call runs and shows the server's refusal inside. Mount it while asked.
 */
export function ConfirmCallDialog({
  title,
  children,
  confirmLabel,
  confirmPalette,
  testId,
  name,
  call,
  onDone,
  onCancel,
}: Props) {
  const calls = useRef({ call, onDone });
  calls.current = { call, onDone };
  const actor = useActorRef(
    submissionMachine.provide({ actors: { submit: fromPromise(() => calls.current.call()) } }),
    {
      inspect,
      systemId: name ?? `${testId}.submission`,
    },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done) calls.current.onDone();
  }, [done]);
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      confirmPalette={confirmPalette}
      busy={busy}
      error={error}
      testId={testId}
      onCancel={onCancel}
      onConfirm={() => actor.send({ type: 'form.submit', values: null })}
    >
      {children}
    </ConfirmDialog>
  );
}
