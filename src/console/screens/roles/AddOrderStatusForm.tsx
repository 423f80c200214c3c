import { Button, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { createOrderStatusBinding } from '../../api/orderStatusesApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { inspect } from '../../debug/inspector';

interface Props {
  serviceId: number;
  sourceRefValueId: number;
  /** The statuses not bound yet. */
  options: { id: number; name: string }[];
  onAdded: () => void;
}

/** 'Добавить статус': a status select and one call; the server's refusal stays beneath. Remounted after a success. */
export function AddOrderStatusForm({ serviceId, sourceRefValueId, options, onAdded }: Props) {
  const added = useRef(onAdded);
  added.current = onAdded;
  // The select's choice is view state; the call is the chart's.
  const [statusId, setStatusId] = useState('');
  const actor = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise<unknown, { values: unknown }>(({ input }) =>
          createOrderStatusBinding({ serviceId, sourceRefValueId, statusRefValueId: input.values as number }),
        ),
      },
    }),
    { inspect, systemId: 'services.orderStatuses.add' },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done) added.current();
  }, [done]);
  return (
    <Stack gap="2">
      <HStack gap="2" align="flex-end">
        <NativeSelect.Root size="sm" maxW="sm" disabled={busy || options.length === 0}>
          <NativeSelect.Field
            aria-label="Статус заявки"
            value={statusId}
            onChange={(e) => setStatusId(e.currentTarget.value)}
          >
            <option value="">{options.length === 0 ? 'Нет вариантов' : 'Выберите статус'}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          colorPalette="blue"
          loading={busy}
          disabled={!statusId}
          onClick={() => actor.send({ type: 'form.submit', values: Number(statusId) })}
        >
          Добавить статус
        </Button>
      </HStack>
      {error && <ErrorPanel error={error} />}
    </Stack>
  );
}
