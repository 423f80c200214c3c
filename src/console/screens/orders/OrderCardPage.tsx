import { Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { selectHeldByOthers, selectReadOnly } from '../../../../machines/orders/orderCardMachine';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import { unblockOrder } from '../../api/ordersApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { topDirtyGuard } from '../../components/historyGuard';
import { CardLoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { inspect } from '../../debug/inspector';
import { onOrderPush } from '../../realtime/pushListeners';
import { useAllowed, useProfile } from '../../session/useSession';
import { notify } from '../../toasts/toaster';
import { DeleteOrderDialog } from './card/DeleteOrderDialog';
import { MoveServiceDialog } from './card/MoveServiceDialog';
import { OrderCardActions } from './card/OrderCardActions';
import { OrderCardHeader } from './card/OrderCardHeader';
import { OrderCardTabs } from './card/OrderCardTabs';
import { orderCardLogic } from './card/orderCardLogic';
import { StatusChangeDialog } from './card/StatusChangeDialog';

const ORDERS_PATH = '/orders';
const ORDERS_OPERATION = 'orders.view';

/**
 * /orders/:code (and /orders/:code/:command, the tyre and loss-adjustment cards): one order.
 * A new code starts a new card.
 */
export default function OrderCardPage({ title }: { title: string }) {
  const { code, command } = useParams<{ code: string; command?: string }>();
  const orderId = Number(code);
  if (!Number.isInteger(orderId) || orderId <= 0)
    return <ErrorPanel title={title} error={{ message: 'Заявка не найдена' }} />;
  return <OrderCard key={orderId} orderId={orderId} command={command} />;
}

function OrderCard({ orderId, command }: { orderId: number; command?: string }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const profile = useProfile();
  const canUpdate = useAllowed(ORDERS_OPERATION, ['permissionUpdate']);
  const canDelete = useAllowed(ORDERS_OPERATION, ['permissionDelete']);
  const canBlock = useAllowed(WIDGET_KEYS.orderBlock);
  const canMove = useAllowed(WIDGET_KEYS.orderMoveService);

  // Declared before the actor: on unmount this runs first, while the card can still give its block back.
  const leaveRef = useRef<() => void>(() => {
    // Replaced once the actor exists.
  });
  useEffect(() => () => leaveRef.current(), []);

  const card = useActorRef(
    orderCardLogic.provide({
      actions: {
        // Network failures and 5xx already have their toast (the HTTP client's).
        showError: (_, { error }) => {
          if (error.status && error.status < 500)
            notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
        },
        showDone: (_, { message }) => notify({ type: 'success', title: 'Успех', description: message }),
        releaseOnLeave: (_, { orderId: id }) =>
          void unblockOrder(id).catch(() => {
            // The card is gone; the block lapses by itself on the server.
          }),
        leaveCard: () => navigateRef.current(ORDERS_PATH),
        openOrder: (_, { order }) => navigateRef.current(`/orders/${order.id}`),
      },
    }),
    {
      input: { orderId, userId: profile?.customerId ?? 0, canUpdate, canDelete, canBlock, canMove },
      inspect,
      systemId: 'orderCard',
    },
  );
  leaveRef.current = () => {
    if (card.getSnapshot().status === 'active') card.send({ type: 'card.leave' });
  };
  // Another user changed this order (a push about it): read it again, unless the user's edits would be lost.
  useEffect(
    () =>
      onOrderPush(orderId, () => {
        if (!topDirtyGuard()) return card.send({ type: 'card.reload' });
        notify({
          type: 'warning',
          title: 'Заявка изменена другим пользователем',
          action: { label: 'Обновить', onClick: () => card.send({ type: 'card.reload' }) },
        });
      }),
    [card, orderId],
  );

  const order = useSelector(card, (s) => s.context.order);
  const loading = useSelector(card, (s) => s.matches('loading'));
  const loadError = useSelector(card, (s) => s.matches('loadFailed') && s.context.loadError);
  const readOnly = useSelector(card, selectReadOnly);
  const heldByOthers = useSelector(card, selectHeldByOthers);
  const statusOpen = useSelector(card, (s) => s.matches({ ready: { ops: 'status' } }));
  const moveOpen = useSelector(card, (s) => s.matches({ ready: { ops: 'move' } }));
  const deleteOpen = useSelector(card, (s) => s.matches({ ready: { ops: 'delete' } }));
  const saving = useSelector(card, (s) => s.hasTag('saving'));
  const opError = useSelector(card, (s) => s.context.opError);
  usePageTitle(order ? `Заявка № ${order.number}` : 'Заявка');

  if (loading || loadError)
    return <CardLoadState error={loadError} onRetry={() => card.send({ type: 'card.retry' })} />;
  if (!order) return null;

  const reload = () => card.send({ type: 'card.reload' });
  return (
    <Stack gap="5" data-testid="order-card" data-readonly={readOnly}>
      <OrderCardHeader order={order} heldByOthers={heldByOthers} actions={<OrderCardActions card={card} />} />
      <OrderCardTabs
        order={order}
        readOnly={readOnly}
        command={command}
        onOrderChanged={reload}
        onSaved={(saved) => card.send({ type: 'order.saved', order: saved })}
      />
      {statusOpen && (
        <StatusChangeDialog
          order={order}
          saving={saving}
          error={opError}
          canSubmit={(change) => card.getSnapshot().can({ type: 'status.submit', change })}
          onSubmit={(change) => card.send({ type: 'status.submit', change })}
          onClose={() => card.send({ type: 'status.cancel' })}
        />
      )}
      {moveOpen && (
        <MoveServiceDialog
          order={order}
          saving={saving}
          error={opError}
          onSubmit={(serviceId) => card.send({ type: 'move.submit', serviceId })}
          onClose={() => card.send({ type: 'move.cancel' })}
        />
      )}
      <DeleteOrderDialog
        open={deleteOpen}
        number={order.number}
        deleting={saving}
        error={opError}
        onCancel={() => card.send({ type: 'delete.cancel' })}
        onConfirm={() => card.send({ type: 'delete.confirm' })}
      />
    </Stack>
  );
}
