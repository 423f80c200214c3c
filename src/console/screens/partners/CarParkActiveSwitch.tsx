import { Switch } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import type { CarParkVehicle } from '../../../shared/schemas/partners/partnerSearch';
import { setCarParkVehicleActive } from '../../api/partners/partnersSearchApi';
import { inspect } from '../../debug/inspector';
import { notify } from '../../toasts/toaster';

interface Props {
  row: CarParkVehicle;
  /** Saved: the table reloads, and a new switch (keyed by the row's value) takes over. */
  onSaved: () => void;
}

/**
 * A car park row's 'Активен' switch: a flip saves at once (submissionMachine). While saving it shows the new
 * position; a refusal is a toast and a fresh switch (a new chart) shows the saved value again.
 */
export function CarParkActiveSwitch(props: Props) {
  const [round, setRound] = useState(0);
  return <SwitchRound key={round} {...props} onFailed={() => setRound((r) => r + 1)} />;
}

function SwitchRound({ row, onSaved, onFailed }: Props & { onFailed: () => void }) {
  const saved = useRef({ onSaved, onFailed });
  saved.current = { onSaved, onFailed };
  const actor = useActorRef(
    submissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => setCarParkVehicleActive(row.id, input.values as boolean)) },
    }),
    { inspect, systemId: `carPark.active.${row.id}` },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done) saved.current.onSaved();
  }, [done]);
  useEffect(() => {
    if (!error) return;
    notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
    saved.current.onFailed();
  }, [error]);
  const checked = busy || done ? !row.isActive : row.isActive;

  return (
    <Switch.Root
      size="sm"
      colorPalette="green"
      checked={checked}
      disabled={busy || done}
      onCheckedChange={(e) => actor.send({ type: 'form.submit', values: e.checked })}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <Switch.HiddenInput aria-label={`Активен: ${row.number}`} />
      <Switch.Control />
    </Switch.Root>
  );
}
