import { Box, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect } from 'react';
import { Link as RouterLink } from 'wouter';
import type { OrderOffer } from '../../../shared/schemas/orderOffers';
import { offersPanelLogic } from '../../api/offersApi';
import { lazyDialog } from '../../components/chunks/lazyDialog';
import { LoadState } from '../../components/LoadState';
import { NARROW_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { inspect } from '../../debug/inspector';
import { useElementWidthAs } from '../../hooks/useElementWidth';
import { onPush } from '../../realtime/pushListeners';
import { useAllowed } from '../../session/useSession';
import { notify } from '../../toasts/toaster';
import { OfferCountdown } from '../orders/card/sections/dispatch/OfferCountdown';
import { DashboardPanel } from './DashboardPanel';
import { OfferAnswerButtons } from './OfferAnswerButtons';
import { OfferCard } from './OfferCard';

/** The order card's own key (screens.ts '/orders/:code'). */
const ORDER_CARD_OPERATION = 'orders.view';
const OfferRejectDialog = lazyDialog(
  () => import('./OfferRejectDialog').then((m) => m.OfferRejectDialog),
  (props) => props.onCancel(),
);
const EMPTY_OFFERS = 'Новых предложений нет';
/**
 * The table's narrowest is about 690 px (the answer buttons, the countdown and the region do not wrap): below 800 px
 * of panel its addresses wrap into columns five lines tall, or it scrolls sideways past «Отклонить» (beside the side
 * menu, 992–1040 px windows). The cards read better there.
 */
const TABLE_MIN_WIDTH = 800;
const sameOffers = (a: OrderOffer[], b: OrderOffer[]) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * 'Предложения заявок' for a partner's staff: the evacuation orders offered to the
 * user's partner and not answered yet — where from and to, the vehicle, the region, the time left — each accepted
 * or rejected with an optional comment. The list is read again at once when a push brings a new offer and every 15 s
 * (offersPanelMachine: offers also end by expiry or another's answer, which push nothing); an offer that is no longer
 * pending when answered is reported and the list reloads. A table where the panel is wide; where it is not (a phone,
 * a small laptop beside the side menu) a card per offer, so the answer buttons stay in sight.
 */
export function OffersPanel({ onSettled }: { onSettled?: () => void } = {}) {
  const canOpenOrder = useAllowed(ORDER_CARD_OPERATION);
  const actor = useActorRef(
    offersPanelLogic.provide({
      actions: {
        offerAnswered: (_, request) =>
          notify({
            type: 'success',
            title: request.answer === 'accept' ? 'Предложение принято' : 'Предложение отклонено',
          }),
        offerStale: () => notify({ type: 'warning', title: 'Предложение уже не актуально' }),
        reportError: (_, error) => notify({ type: 'error', title: 'Возникла ошибка', description: error.message }),
      },
    }),
    { inspect, systemId: 'dashboard.offers' },
  );
  useEffect(() => onPush((push) => push.kind === 'offer' && actor.send({ type: 'offers.pushed' })), [actor]);
  // The list is drawn as a transition (in slices, the browser free between them); the answer buttons answer at once.
  const offers = useDeferredValue(useSelector(actor, (s) => s.context.offers, sameOffers));
  const loading = useDeferredValue(useSelector(actor, (s) => s.hasTag('loading') && !s.context.loaded));
  const loadError = useDeferredValue(useSelector(actor, (s) => (s.matches('failed') ? s.context.loadError : null)));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const answering = useSelector(actor, (s) => (s.hasTag('busy') ? s.context.request : null));
  const canAnswer = useSelector(actor, (s) => s.matches('list'));
  const rejecting = useSelector(actor, (s) =>
    s.matches('rejecting') || (s.hasTag('busy') && s.context.request?.answer === 'reject')
      ? s.context.request!.id
      : null,
  );
  const rejected = offers.find((o) => o.id === rejecting);
  // Until the panel is measured, the window's width guesses.
  const [measure, cards] = useElementWidthAs<HTMLDivElement, boolean>(
    (width) => width < TABLE_MIN_WIDTH,
    useMediaQuery(NARROW_QUERY),
  );
  // The first answer (or failure) gives the panel its height: the dashboard shows the panels below from then on.
  useEffect(() => {
    if (!loading) onSettled?.();
  }, [loading, onSettled]);

  const orderLink = (o: OrderOffer) =>
    canOpenOrder ? (
      <Link asChild color="blue.700">
        <RouterLink href={`/orders/${o.orderId}`}>{o.orderNumber}</RouterLink>
      </Link>
    ) : (
      o.orderNumber
    );
  const answerButtons = (o: OrderOffer, stretch: boolean) => (
    <OfferAnswerButtons
      offer={o}
      stretch={stretch}
      accepting={answering?.id === o.id && answering.answer === 'accept'}
      disabled={!canAnswer}
      onAccept={() => actor.send({ type: 'offers.accept', id: o.id })}
      onReject={() => actor.send({ type: 'offers.reject.open', id: o.id })}
    />
  );

  return (
    <DashboardPanel title="Предложения заявок" testId="panel-offers">
      {!loading && !loadError && offers.length === 0 ? (
        <Text py="4" color="fg.muted">
          {EMPTY_OFFERS}
        </Text>
      ) : (
        <Box ref={measure}>
          <LoadState
            loading={loading}
            error={loadError}
            empty={false}
            onRetry={() => actor.send({ type: 'offers.reload' })}
          >
            {cards ? (
              <Stack as="ul" gap="3" listStyleType="none" aria-label="Предложения заявок">
                {offers.map((o) => (
                  <OfferCard key={o.id} offer={o} orderLink={orderLink(o)} actions={answerButtons(o, true)} />
                ))}
              </Stack>
            ) : (
              // Chakra's scroll area keeps every cell on one line: the addresses and the vehicle wrap instead, so at
              // 1280 px the buttons stay in the panel, not past its edge.
              <Table.ScrollArea whiteSpace="normal">
                <Table.Root size="sm" variant="line" aria-label="Предложения заявок">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Заявка</Table.ColumnHeader>
                      <Table.ColumnHeader>Откуда и куда</Table.ColumnHeader>
                      <Table.ColumnHeader>Автомобиль</Table.ColumnHeader>
                      <Table.ColumnHeader>Регион</Table.ColumnHeader>
                      <Table.ColumnHeader>Время на ответ</Table.ColumnHeader>
                      <Table.ColumnHeader />
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {offers.map((o) => (
                      <Table.Row key={o.id} data-testid="offer-row">
                        <Table.Cell whiteSpace="nowrap">{orderLink(o)}</Table.Cell>
                        <Table.Cell>
                          <Stack gap="0">
                            <Text>{o.addressFrom ?? '—'}</Text>
                            {o.addressTo && <Text color="fg.muted">→ {o.addressTo}</Text>}
                          </Stack>
                        </Table.Cell>
                        <Table.Cell>{o.vehicleName}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{o.regionName}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          <OfferCountdown expiresDate={o.expiresDate} />
                        </Table.Cell>
                        <Table.Cell>{answerButtons(o, false)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </LoadState>
        </Box>
      )}
      {rejected && (
        <OfferRejectDialog
          offer={rejected}
          busy={busy}
          onReject={(comment) => actor.send({ type: 'offers.reject', comment })}
          onCancel={() => actor.send({ type: 'offers.reject.cancel' })}
        />
      )}
    </DashboardPanel>
  );
}
