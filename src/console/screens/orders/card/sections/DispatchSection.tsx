import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { DISPATCH_ACTIONS, type DispatchAction } from '../../../../../../machines/dispatch/dispatchPanelMachine';
import { DISPATCH_ACTION_NAMES } from '../../../../../../machines/dispatch/orderOfferMachine';
import { formatDateTime } from '../../../../../shared/format';
import type { DispatchState } from '../../../../../shared/lifecycleStates';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import { dispatchPanelLogic } from '../../../../api/offersApi';
import { ErrorPanel } from '../../../../components/ErrorPanel';
import { LoadState } from '../../../../components/LoadState';
import { inspect } from '../../../../debug/inspector';
import { useAllowed } from '../../../../session/useSession';
import { notify } from '../../../../toasts/toaster';
import type { OrderSectionProps } from '../orderSectionProps';
import { DispatchCandidates } from './dispatch/DispatchCandidates';
import { DispatchOffersTable } from './dispatch/DispatchOffersTable';
import { PartnerPrioritiesDialog } from './dispatch/PartnerPrioritiesDialog';

const STATE_PALETTE: Record<DispatchState, string> = {
  idle: 'gray',
  offering: 'blue',
  accepted: 'green',
  manual: 'orange',
};
const DONE_TEXT: Record<DispatchAction, string> = {
  'offer.start': 'Поиск партнёра запущен',
  'offer.restart': 'Поиск партнёра перезапущен',
  'offer.operator': 'Заявка передана на ручную обработку',
};
const sameList = (a: readonly string[], b: readonly string[]) => a.join() === b.join();

/** The order's region: the FIAS id the server keeps for it, when the order carries one. */
const regionOf = (order: OrderSectionProps['order']) =>
  'fiasId' in order && typeof order.fiasId === 'string' && order.fiasId ? order.fiasId : null;

/**
 * 'Поиск партнёра' of an evacuation order: the dispatch's state, the partners by
 * priority with the one asked now and his time left, the offers made so far, and the operator's actions — exactly
 * those the server allows (the shared chart) for a user who may act on an order that is not read-only. An offer
 * under way is watched live (dispatchPanelMachine). 'Приоритеты партнёров' edits the order's region's priorities.
 */
export function DispatchSection({ order, readOnly }: OrderSectionProps) {
  const canAct = useAllowed(WIDGET_KEYS.orderDispatch, ['permissionUpdate']) && !readOnly;
  const canSeePriorities = useAllowed(WIDGET_KEYS.partnerPriorities);
  const [prioritiesOpen, setPrioritiesOpen] = useState(false);
  const actor = useActorRef(
    dispatchPanelLogic.provide({
      actions: {
        actionDone: (_, action) => notify({ type: 'success', title: DONE_TEXT[action] }),
        stateChanged: (_, error) =>
          notify({
            type: 'warning',
            title: 'Состояние поиска изменилось. Данные обновлены.',
            description: error.message,
          }),
        reportError: (_, error) => notify({ type: 'error', title: 'Возникла ошибка', description: error.message }),
      },
    }),
    { input: { orderId: order.id, canAct }, inspect, systemId: 'orderDispatch' },
  );
  useEffect(() => actor.send({ type: 'dispatch.access', canAct }), [actor, canAct]);

  const dispatch = useSelector(actor, (s) => s.context.dispatch);
  const loading = useSelector(actor, (s) => s.hasTag('loading') && s.context.dispatch === null);
  const loadError = useSelector(actor, (s) => (s.matches('failed') ? s.context.loadError : null));
  const running = useSelector(actor, (s) => s.context.action);
  const shown = useSelector(
    actor,
    (s) => (s.context.canAct ? DISPATCH_ACTIONS.filter((a) => s.context.dispatch?.allowedActions.includes(a)) : []),
    sameList,
  );
  const enabled = useSelector(
    actor,
    (s) => DISPATCH_ACTIONS.filter((action) => s.can({ type: 'dispatch.act', action })),
    sameList,
  );

  return (
    <Stack gap="4" data-testid="order-dispatch">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Поиск партнёра
        </Heading>
        {canSeePriorities && (
          <Button size="sm" variant="outline" onClick={() => setPrioritiesOpen(true)}>
            Приоритеты партнёров
          </Button>
        )}
      </Flex>
      {loadError && dispatch && <ErrorPanel error={loadError} onRetry={() => actor.send({ type: 'dispatch.retry' })} />}
      <LoadState
        loading={loading}
        error={dispatch ? null : loadError}
        empty={false}
        onRetry={() => actor.send({ type: 'dispatch.retry' })}
      >
        {dispatch && (
          <Stack gap="4">
            <Flex gap="3" align="center" wrap="wrap">
              <Badge size="lg" colorPalette={STATE_PALETTE[dispatch.state]} data-testid="dispatch-state">
                {dispatch.stateName}
              </Badge>
              {dispatch.startedDate !== null && (
                <Text fontSize="sm" color="fg.muted">
                  Запущен {formatDateTime(dispatch.startedDate, order.timezone)}
                </Text>
              )}
            </Flex>
            {shown.length > 0 && (
              <Flex gap="2" wrap="wrap">
                {shown.map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    colorPalette={action === 'offer.operator' ? 'orange' : 'blue'}
                    variant={action === 'offer.operator' ? 'outline' : 'solid'}
                    loading={running === action}
                    loadingText={DISPATCH_ACTION_NAMES[action]}
                    disabled={!enabled.includes(action)}
                    onClick={() => actor.send({ type: 'dispatch.act', action })}
                  >
                    {DISPATCH_ACTION_NAMES[action]}
                  </Button>
                ))}
              </Flex>
            )}
            <Stack gap="2">
              <Heading as="h3" size="sm">
                Партнёры по приоритету
              </Heading>
              <DispatchCandidates dispatch={dispatch} />
            </Stack>
            <Stack gap="2">
              <Heading as="h3" size="sm">
                История предложений
              </Heading>
              <DispatchOffersTable offers={dispatch.offers} timezone={order.timezone} />
            </Stack>
          </Stack>
        )}
      </LoadState>
      {prioritiesOpen && (
        <PartnerPrioritiesDialog
          fiasId={regionOf(order)}
          serviceId={order.serviceId}
          serviceName={order.serviceName}
          onClose={() => setPrioritiesOpen(false)}
        />
      )}
    </Stack>
  );
}
