import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { INVOICE_ACTION_NAMES } from '../../../../../../../machines/invoices/invoiceMachine';
import type { invoicePanelMachine } from '../../../../../../../machines/invoices/invoicePanelMachine';
import type { Invoice } from '../../../../../../shared/schemas/invoice';
import type { OrderEntity } from '../../../../../../shared/schemas/orders/orderEntity';
import { ConfirmDialog } from '../../../../../components/dialogs/ConfirmDialog';
import { CardLinkDialog } from './CardLinkDialog';
import { CrucialEditDialog } from './CrucialEditDialog';
import { FeeRateDialog } from './FeeRateDialog';
import { InvoiceEditorDialog } from './InvoiceEditorDialog';
import { CONFIRM_TEXTS } from './invoiceConfirmTexts';
import { PayInCashDialog } from './PayInCashDialog';
import { PaymentLinkDialog } from './PaymentLinkDialog';
import { SendInvoiceDialog } from './SendInvoiceDialog';
import { SendSmsDialog } from './SendSmsDialog';

interface Props {
  actor: ActorRefFrom<typeof invoicePanelMachine>;
  order: OrderEntity;
}

/** The dialog the panel's chart has open: the editor, an action's form or confirmation, or a payment link made. */
export function InvoiceDialogHost({ actor, order }: Props) {
  const dialog = useSelector(actor, (s) => s.context.dialog);
  const invoice = useSelector(actor, (s) => s.context.invoices.find((i) => i.id === s.context.dialog?.invoiceId));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const input = useSelector(actor, (s) => s.context.input);
  const link = useSelector(actor, (s) => (s.matches({ ready: 'link' }) ? s.context.paymentLink : null));
  if (!dialog) return null;

  const close = () => actor.send({ type: 'invoice.close' });
  const saved = (next: Invoice) => actor.send({ type: 'invoice.saved', invoice: next });
  if (dialog.action === 'invoice.create') return <InvoiceEditorDialog order={order} onSaved={saved} onClose={close} />;
  if (!invoice) return null;
  if (link) return <PaymentLinkDialog invoiceNumber={invoice.number} link={link} onClose={close} />;

  const action = dialog.action;
  // Each dialog narrows what it sends and gets back; the chart keeps it as it came.
  const props = {
    invoice,
    busy,
    error,
    input: input as never,
    onSubmit: (value: unknown) => actor.send({ type: 'invoice.action', invoiceId: invoice.id, action, input: value }),
    onClose: close,
  };
  switch (action) {
    case 'invoice.edit':
      return <InvoiceEditorDialog order={order} invoice={invoice} onSaved={saved} onClose={close} />;
    case 'invoice.send':
      return <SendInvoiceDialog {...props} />;
    case 'invoice.sendSms':
      return <SendSmsDialog {...props} />;
    case 'invoice.payInCash':
      return <PayInCashDialog {...props} />;
    case 'invoice.payByCard':
      return <CardLinkDialog {...props} />;
    case 'invoice.crucialEdit':
      return <CrucialEditDialog {...props} />;
    case 'invoice.feeRate':
      return <FeeRateDialog {...props} />;
    default:
      return (
        <ConfirmDialog
          testId="invoice-confirm"
          title={`${INVOICE_ACTION_NAMES[action]}: счёт № ${invoice.number}`}
          confirmLabel={INVOICE_ACTION_NAMES[action]}
          busy={busy}
          error={error}
          onConfirm={() => props.onSubmit(null)}
          onCancel={close}
        >
          <Text>{CONFIRM_TEXTS[action]?.(invoice)}</Text>
        </ConfirmDialog>
      );
  }
}
