import { Switch, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../../machines/kit/submissionMachine';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import type { OrderExecutor } from '../../../../../shared/schemas/orders/orderParts';
import { assignOrderExecutor, fetchOrderExecutors, removeOrderExecutor } from '../../../../api/orderPartsApi';
import { DataTablePage } from '../../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../../components/dataTable/tableTypes';
import { inspect } from '../../../../debug/inspector';
import { useAllowed } from '../../../../session/useSession';
import { notify } from '../../../../toasts/toaster';
import type { OrderSectionProps } from '../orderSectionProps';

/**
 * 'Исполнители' of the order card: the users of the order's office, each with a switch;
 * on assigns him, off removes him (the row is kept and restored when he is assigned again).
 */
export function ExecutorsSection({ order, readOnly }: OrderSectionProps) {
  const canAssign = useAllowed(WIDGET_KEYS.orderExecutors, ['permissionInsert']);
  const canRemove = useAllowed(WIDGET_KEYS.orderExecutors, ['permissionDelete']);
  const [version, setVersion] = useState(0);

  const columns = useMemo<ColumnDef<OrderExecutor>[]>(
    () => [
      { id: 'userFio', header: 'Сотрудник', value: (e) => e.userFio, width: 320 },
      {
        id: 'available',
        header: 'Назначен',
        value: (e) => (e.available ? 'да' : 'нет'),
        width: 160,
        cell: (e) => (
          <ExecutorSwitch
            key={`${e.userId}:${e.available}`}
            executor={e}
            orderId={order.id}
            disabled={readOnly || !(e.available ? canRemove : canAssign)}
            onDone={() => setVersion((v) => v + 1)}
          />
        ),
      },
    ],
    [order.id, readOnly, canAssign, canRemove],
  );

  return (
    <DataTablePage
      embedded
      title="Исполнители"
      tableKey="order.executors"
      mode="local"
      columns={columns}
      load={async () => {
        const rows = await fetchOrderExecutors(order.id);
        return { rows, total: rows.length };
      }}
      rowKey={(e) => e.userId}
      defaults={{ sortField: 'userFio', sortOrder: 'ASC' }}
      reloadKey={`${order.id}:${order.officeId}:${version}`}
      actions={
        order.officeId === null ? (
          <Text color="fg.muted">У заявки не указан офис: показаны только назначенные</Text>
        ) : undefined
      }
    />
  );
}

interface SwitchProps {
  executor: OrderExecutor;
  orderId: number;
  disabled: boolean;
  onDone: () => void;
}

/** One assignment call per flip, through submissionMachine; a refusal is a toast with the server's message. */
function ExecutorSwitch({ executor, orderId, disabled, onDone }: SwitchProps) {
  const calls = useRef({ onDone });
  calls.current = { onDone };
  const body = { userId: executor.userId, orderId };
  const actor = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise<unknown, { values: unknown }>(() =>
          executor.available ? removeOrderExecutor(body) : assignOrderExecutor(body),
        ),
      },
    }),
    { inspect, systemId: 'orderExecutors.switch' },
  );
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
    <Switch.Root
      size="sm"
      colorPalette="blue"
      checked={done ? !executor.available : executor.available}
      disabled={disabled || busy || done}
      onCheckedChange={() => actor.send({ type: 'form.submit', values: null })}
      onClick={(e) => e.stopPropagation()}
    >
      <Switch.HiddenInput aria-label={`${executor.userFio}: назначен исполнителем`} />
      <Switch.Control />
    </Switch.Root>
  );
}
