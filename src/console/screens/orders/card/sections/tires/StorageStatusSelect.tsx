import { NativeSelect } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../../../machines/kit/submissionMachine';
import type { TireStorageOrder } from '../../../../../../shared/schemas/tires';
import { fetchOrder, updateOrder } from '../../../../../api/ordersApi';
import type { SelectOption } from '../../../../../components/SelectField';
import { inspect } from '../../../../../debug/inspector';
import { notify } from '../../../../../toasts/toaster';
import { orderSaveBody, withChange } from '../../../form/orderSaveBody';

/** PUT /orders/{id} takes the whole order: the storage order as it is now, with the new status. */
async function saveStatus(orderId: number, statusRefValueId: number) {
  const current = await fetchOrder(orderId);
  return updateOrder(orderId, withChange(orderSaveBody(current), { statusRefValueId }));
}

interface Props {
  row: TireStorageOrder;
  options: SelectOption[];
  disabled: boolean;
  onDone: () => void;
}

/**
 * The status of a storage order (it changes via statusRefValueId): a choice is sent at once
 * (submissionMachine); a refusal is a toast with the server's message and the old value returns.
 */
export function StorageStatusSelect({ row, options, disabled, onDone }: Props) {
  const calls = useRef({ onDone });
  calls.current = { onDone };
  const saved = String(row.statusRefValueId);
  const [chosen, setChosen] = useState(saved);
  const actor = useActorRef(
    submissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => saveStatus(row.id, Number(input.values))) },
    }),
    {
      inspect,
      systemId: 'tireStorage.status',
    },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done) calls.current.onDone();
  }, [done]);
  useEffect(() => {
    if (!error) return;
    notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
    setChosen(saved);
  }, [error, saved]);
  // The current status stays choosable even if the book no longer lists it.
  const known = options.some((o) => String(o.value) === saved);
  return (
    <NativeSelect.Root size="sm" width="13rem" disabled={disabled || busy || done}>
      <NativeSelect.Field
        aria-label={`Статус заявки ${row.number}`}
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value);
          actor.send({ type: 'form.submit', values: e.target.value });
        }}
      >
        {!known && <option value={saved}>{row.statusRefValueName ?? saved}</option>}
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
