import { Button, Flex, Heading, Stack, Switch } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { INVOICE_ACTION_NAMES } from '../../../../../../machines/invoices/invoiceMachine';
import { type InvoiceRights, offeredActions } from '../../../../../../machines/invoices/invoicePanelMachine';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import { LoadState } from '../../../../components/LoadState';
import { inspect } from '../../../../debug/inspector';
import { useAllowed } from '../../../../session/useSession';
import { notify } from '../../../../toasts/toaster';
import type { OrderSectionProps } from '../orderSectionProps';
import { InvoiceCard } from './invoices/InvoiceCard';
import { InvoiceDialogHost } from './invoices/InvoiceDialogHost';
import { invoicePanelLogic } from './invoices/invoicePanelLogic';

/**
 * 'Счета' of the order card: the order's invoices, each with its
 * positions, money, payments and the actions the server allows and the user may take. The workflow is
 * invoicePanelMachine; a stale action reloads the invoice and says 'Счёт был изменён.'.
 */
export function InvoicesSection({ order, readOnly }: OrderSectionProps) {
  const canInsert = useAllowed(WIDGET_KEYS.orderInvoices, ['permissionInsert']);
  const canUpdate = useAllowed(WIDGET_KEYS.orderInvoices, ['permissionUpdate']);
  const canDelete = useAllowed(WIDGET_KEYS.orderInvoices, ['permissionDelete']);
  const canPay = useAllowed(WIDGET_KEYS.orderInvoicePayments, ['permissionUpdate']);
  const rights = useMemo<InvoiceRights>(
    () => ({ readOnly, canInsert, canUpdate, canDelete, canPay }),
    [readOnly, canInsert, canUpdate, canDelete, canPay],
  );

  const actor = useActorRef(
    invoicePanelLogic.provide({
      actions: {
        invoiceChanged: (_, toast) => notify({ type: 'info', ...toast }),
        actionDone: (_, { action, invoice }) =>
          notify({
            type: 'success',
            title:
              action === 'invoices.createAutomated'
                ? `Счёт № ${invoice.number} создан`
                : `${INVOICE_ACTION_NAMES[action]}: готово`,
            description: `Счёт № ${invoice.number}: ${invoice.stateName}`,
          }),
        // Network failures and 5xx answers already have the console's global toast.
        actionFailed: (_, error) => {
          if (error.status && error.status < 500)
            notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
        },
      },
    }),
    { input: { orderId: order.id, rights }, inspect, systemId: 'orderInvoices' },
  );
  useEffect(() => actor.send({ type: 'invoices.access', rights }), [actor, rights]);

  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadError = useSelector(actor, (s) => (s.matches('failed') ? s.context.loadError : null));
  const invoices = useSelector(actor, (s) => s.context.invoices);
  const showDeleted = useSelector(actor, (s) => s.context.showDeleted);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const creating = useSelector(actor, (s) => s.matches('creating'));
  const canCreate = useSelector(actor, (s) => s.can({ type: 'invoices.create' }));
  const canToggle = useSelector(actor, (s) =>
    s.can({ type: 'invoices.showDeleted', showDeleted: !s.context.showDeleted }),
  );

  return (
    <Stack gap="3" data-testid="order-invoices">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Счета
        </Heading>
        <Flex gap="3" align="center" wrap="wrap">
          <Switch.Root
            size="sm"
            colorPalette="blue"
            checked={showDeleted}
            disabled={!canToggle}
            onCheckedChange={(e) => actor.send({ type: 'invoices.showDeleted', showDeleted: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Показать неактивные</Switch.Label>
          </Switch.Root>
          {!readOnly && canInsert && (
            <>
              <Button
                size="sm"
                variant="outline"
                loading={creating}
                loadingText="Создать автоматически"
                disabled={!canCreate}
                onClick={() => actor.send({ type: 'invoices.createAutomated' })}
              >
                Создать автоматически
              </Button>
              <Button
                size="sm"
                colorPalette="blue"
                disabled={!canCreate}
                onClick={() => actor.send({ type: 'invoices.create' })}
              >
                Создать счёт
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      <LoadState
        loading={loading}
        error={loadError}
        empty={!loading && !loadError && invoices.length === 0}
        onRetry={() => actor.send({ type: 'invoices.retry' })}
      >
        <Stack gap="4">
          {invoices.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              orderCost={order.cost}
              timezone={order.timezone}
              actions={offeredActions(invoice, rights)}
              busy={busy}
              readOnly={readOnly}
              onAction={(action) => actor.send({ type: 'invoice.open', invoiceId: invoice.id, action })}
            />
          ))}
        </Stack>
      </LoadState>
      <InvoiceDialogHost actor={actor} order={order} />
    </Stack>
  );
}
