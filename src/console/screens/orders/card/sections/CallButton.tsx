import { Button } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../../machines/kit/submissionMachine';
import { inspect } from '../../../../debug/inspector';
import { notify } from '../../../../toasts/toaster';

interface Props {
  label: string;
  /** The call. */
  run: () => Promise<unknown>;
  /** After a successful call (the list reloads, the file is saved...). */
  onDone?: () => void;
  /** Names the actor in the debug panel. */
  name: string;
  colorPalette?: 'blue' | 'red' | 'gray';
  variant?: 'outline' | 'solid' | 'ghost';
  size?: 'xs' | 'sm';
  disabled?: boolean;
}

/**
 * A button that makes one call per click, through submissionMachine: busy while it runs, a failure is a toast with
 * the server's message. Each click gets a fresh chart, so the button works again after a success. Inside a table row
 * the click does not open the row.
 */
export function CallButton(props: Props) {
  const [round, setRound] = useState(0);
  return <CallButtonRound key={round} {...props} onFinished={() => setRound((r) => r + 1)} />;
}

function CallButtonRound({
  label,
  run,
  onDone,
  name,
  colorPalette = 'blue',
  variant = 'outline',
  size = 'xs',
  disabled,
  onFinished,
}: Props & { onFinished: () => void }) {
  const calls = useRef({ run, onDone, onFinished });
  calls.current = { run, onDone, onFinished };
  const actor = useActorRef(submissionMachine.provide({ actors: { submit: fromPromise(() => calls.current.run()) } }), {
    inspect,
    systemId: name,
  });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (!done) return;
    calls.current.onDone?.();
    calls.current.onFinished();
  }, [done]);
  useEffect(() => {
    if (error) notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
  }, [error]);
  return (
    <Button
      size={size}
      variant={variant}
      colorPalette={colorPalette}
      loading={busy}
      loadingText={label}
      disabled={disabled}
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
