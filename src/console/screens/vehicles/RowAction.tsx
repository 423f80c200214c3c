import { Button } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { inspect } from '../../debug/inspector';
import { notify } from '../../toasts/toaster';

interface Props {
  label: string;
  /** The call; the row's list reloads once it is done. */
  run: () => Promise<unknown>;
  onDone: () => void;
  colorPalette?: 'blue' | 'red';
  name: string;
}

/**
 * A one-call button inside a table row ('Сделать основным', 'Отвязать'): its click does not open the row; the call
 * goes through submissionMachine; a failure is a toast with the server's message, and the button stays for a retry.
 */
export function RowAction({ label, run, onDone, colorPalette = 'blue', name }: Props) {
  const calls = useRef({ run, onDone });
  calls.current = { run, onDone };
  const actor = useActorRef(submissionMachine.provide({ actors: { submit: fromPromise(() => calls.current.run()) } }), {
    inspect,
    systemId: name,
  });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done) calls.current.onDone();
  }, [done]);
  useEffect(() => {
    if (error) notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
  }, [error]);
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={colorPalette}
      loading={busy}
      disabled={done}
      onClick={(e) => {
        e.stopPropagation();
        actor.send({ type: 'form.submit', values: null });
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {label}
    </Button>
  );
}
