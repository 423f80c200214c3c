import { Button, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type BasketDraft, basketDirty, draftOf } from '../../../../../../../machines/invoices/invoiceBasket';
import { invoiceBasketMachine } from '../../../../../../../machines/invoices/invoiceBasketMachine';
import type { FormValues } from '../../../../../../../machines/kit/dirtyGuardMachine';
import { ERROR_CODES } from '../../../../../../shared/errorCodes';
import type { Invoice, PriceList } from '../../../../../../shared/schemas/invoice';
import type { OrderEntity } from '../../../../../../shared/schemas/orders/orderEntity';
import { fetchClientPromos } from '../../../../../api/clientExtrasApi';
import {
  createInvoice,
  fetchPartnerLegals,
  fetchPriceListItems,
  fetchPriceListsForInvoices,
  fetchStationaryPriceListsForInvoices,
  updateInvoice,
} from '../../../../../api/invoicesApi';
import { FormDialogFrame } from '../../../../../components/dialogs/FormDialogFrame';
import { ErrorPanel } from '../../../../../components/ErrorPanel';
import { Notice } from '../../../../../components/Notice';
import { useDirtyGuard } from '../../../../../components/useDirtyGuard';
import { inspect } from '../../../../../debug/inspector';
import { useRemoteData } from '../../../../../hooks/useRemoteData';
import { InvoiceBasketConfirmDialog } from './InvoiceBasketConfirmDialog';
import { InvoiceBasketFields } from './InvoiceBasketFields';
import { InvoiceBasketTable } from './InvoiceBasketTable';
import { InvoiceItemPicker } from './InvoiceItemPicker';
import { InvoiceTotals } from './InvoiceTotals';

export const NO_PARTNER_NOTICE = 'У заявки не выбран партнёр — выберите партнёра в заявке';

interface Props {
  order: OrderEntity;
  /** The invoice to edit; a new draft of the order without it. */
  invoice?: Invoice;
  onSaved: (invoice: Invoice) => void;
  onClose: () => void;
}

/** The partner's lists for the order's service and the stationary lists of the order's office, each list once. */
async function loadPriceLists({
  partnerId,
  officeId,
  serviceId,
}: {
  partnerId: number | null;
  officeId: number | null;
  serviceId: number;
}) {
  const [own, stationary] = await Promise.all([
    partnerId === null ? [] : fetchPriceListsForInvoices(partnerId, serviceId),
    officeId === null ? [] : fetchStationaryPriceListsForInvoices(officeId, serviceId),
  ]);
  const seen = new Set<number>();
  return [...own, ...stationary].filter((p: PriceList) => !seen.has(p.id) && seen.add(p.id));
}

/** ENTITY_NOT_FOUND on a partner legal lookup is ignored (no entities to offer). */
const loadLegals = (serviceId: number) =>
  fetchPartnerLegals({ serviceId }).catch((e: { status?: number; errorCode?: string }) => {
    if (e?.status === 404 || e?.errorCode === ERROR_CODES.entityNotFound) return [];
    throw e;
  });

/** The client's promos to apply; someone without the client card's key gets none to choose, not an error. */
const loadPromos = (clientId: number | null) =>
  clientId === null ? Promise.resolve([]) : fetchClientPromos(clientId, true).catch(() => []);

/** The items tagged with their list: the editor drops an answer for a list no longer chosen. */
const loadItems = async (priceListId: number | null) => ({
  priceListId,
  items: priceListId === null ? [] : await fetchPriceListItems(priceListId),
});

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * 'Новый счёт' / 'Счёт № …': the price list, the legal entity, positions
 * picked from the list into the basket (invoiceBasketMachine), discounts, comment and the totals as the server will
 * count them. 'Сохранить' creates or updates the draft; a refusal keeps everything typed, with the server's messages
 * at their fields; closing a changed editor asks 'Точно ?'. Mounted only while open.
 */
export function InvoiceEditorDialog({ order, invoice, onSaved, onClose }: Props) {
  const calls = useRef({ onSaved });
  calls.current = { onSaved };
  const actor = useActorRef(
    invoiceBasketMachine.provide({
      actors: {
        saveInvoice: fromPromise(({ input }) =>
          input.invoiceId === null
            ? createInvoice(input.orderId, input.body)
            : updateInvoice(input.invoiceId, input.body),
        ),
      },
    }),
    { input: { orderId: order.id, partnerId: order.partnerId, invoice }, inspect, systemId: 'invoiceEditor' },
  );
  // The guard holds the whole draft (lines with their names and prices), so kept values can be put back as they were.
  const initialValues = useMemo(() => draftOf(invoice) as unknown as FormValues, [invoice]);
  const guard = useDirtyGuard({
    name: `invoiceEditor.guard.${invoice?.id ?? 'new'}`,
    title: invoice ? `Счёт № ${invoice.number}` : 'Новый счёт',
    initialValues,
    onClose,
    restore: (values) => actor.send({ type: 'basket.restore', draft: values as unknown as BasketDraft }),
  });
  const { change, saved, requestLeave } = guard;

  const lists = useRemoteData('invoiceEditor.priceLists', loadPriceLists, {
    partnerId: order.partnerId,
    officeId: order.officeId,
    serviceId: order.serviceId,
  });
  const legals = useRemoteData('invoiceEditor.legals', loadLegals, order.serviceId);
  const promos = useRemoteData('invoiceEditor.promos', loadPromos, order.clientId ?? null);
  useEffect(() => {
    if (promos.data) actor.send({ type: 'basket.promos.loaded', clientPromos: promos.data });
  }, [actor, promos.data]);
  const priceListId = useSelector(actor, (s) => s.context.draft.priceListId);
  const items = useRemoteData('invoiceEditor.items', loadItems, priceListId);
  useEffect(() => {
    if (lists.data) actor.send({ type: 'basket.priceLists.loaded', priceLists: lists.data });
  }, [actor, lists.data]);
  useEffect(() => {
    if (legals.data) actor.send({ type: 'basket.legals.loaded', legals: legals.data });
  }, [actor, legals.data]);
  useEffect(() => {
    if (items.data?.priceListId)
      actor.send({ type: 'basket.items.loaded', priceListId: items.data.priceListId, items: items.data.items });
  }, [actor, items.data]);

  const draft = useSelector(actor, (s) => s.context.draft, sameJson);
  useEffect(() => change(draft as unknown as FormValues), [change, draft]);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.matches('editing') && basketDirty(s.context));
  const error = useSelector(actor, (s) => s.context.error);
  const savedInvoice = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));
  useEffect(() => {
    if (!savedInvoice) return;
    saved();
    calls.current.onSaved(savedInvoice);
    requestLeave({ kind: 'close' });
  }, [savedInvoice, saved, requestLeave]);

  const locked = busy || savedInvoice !== null;
  return (
    <>
      <FormDialogFrame
        title={invoice ? `Счёт № ${invoice.number}` : 'Новый счёт'}
        size="xl"
        busy={busy}
        testId="invoice-editor"
        formProps={{
          noValidate: true,
          onSubmit: (e) => {
            e.preventDefault();
            actor.send({ type: 'basket.save' });
          },
        }}
        onRequestClose={() => requestLeave({ kind: 'close' })}
        actions={
          <Button type="submit" colorPalette="blue" loading={busy} loadingText="Сохранить" disabled={!canSave}>
            Сохранить
          </Button>
        }
      >
        {order.partnerId === null && (
          <Notice status="warning" polite data-testid="invoice-no-partner" title={NO_PARTNER_NOTICE} />
        )}
        {guard.restoredNotice}
        {error && <ErrorPanel error={error} />}
        {lists.failed && lists.error && (
          <ErrorPanel testId="load-failed" title="Ошибка загрузки данных" error={lists.error} onRetry={lists.reload} />
        )}
        {legals.failed && legals.error && (
          <ErrorPanel
            testId="load-failed"
            title="Ошибка загрузки данных"
            error={legals.error}
            onRetry={legals.reload}
          />
        )}
        <InvoiceBasketFields actor={actor} priceListsLoaded={lists.data !== undefined} disabled={locked} />
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Добавить из прайс-листа
          </Heading>
          <InvoiceItemPicker
            actor={actor}
            loading={items.loading}
            error={items.failed ? items.error : null}
            onRetry={items.reload}
            disabled={locked}
          />
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Позиции счёта
          </Heading>
          <InvoiceBasketTable actor={actor} disabled={locked} />
        </Stack>
        <InvoiceTotals actor={actor} />
      </FormDialogFrame>
      <InvoiceBasketConfirmDialog actor={actor} />
      {guard.dialog}
    </>
  );
}
