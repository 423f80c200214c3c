import { fromPromise } from 'xstate';
import type { InvoiceAction } from '../../../../../../../machines/invoices/invoiceMachine';
import {
  type ActionOutcome,
  type ActionRequest,
  invoicePanelMachine,
} from '../../../../../../../machines/invoices/invoicePanelMachine';
import type { Invoice } from '../../../../../../shared/schemas/invoice';
import * as api from '../../../../../api/invoicesApi';
import type { InvoiceActionInputs } from './invoiceActionSchemas';

// The invoice panel's chart wired to the calls of src/console/api/invoicesApi.ts: one call per action.

type Input<A> = A extends keyof InvoiceActionInputs ? InvoiceActionInputs[A] : unknown;
type Call<A extends InvoiceAction> = (id: number, input: Input<A>) => Promise<Invoice | ActionOutcome>;

/** Every action but 'Изменить' (the editor saves itself) and what it calls. */
const ACTION_CALLS: { [A in Exclude<InvoiceAction, 'invoice.edit'>]: Call<A> } = {
  'invoice.autofill': (id) => api.autofillInvoice(id),
  'invoice.crucialEdit': (id, input) => api.crucialEditInvoice(id, input),
  'invoice.feeRate': (id, input) => api.setInvoiceFeeRate(id, input.feeRate ?? null),
  'invoice.deactivate': (id) => api.deactivateInvoice(id),
  'invoice.activate': (id) => api.activateInvoice(id),
  'invoice.send': (id, input) => api.sendInvoice(id, input.push),
  'invoice.sendSms': (id, input) => api.sendInvoiceSms(id, input.bonusToSpend),
  'invoice.accept': (id) => api.acceptInvoice(id),
  'invoice.payByCard': (id, input) => api.cardPaymentLink(id, input.phone),
  'invoice.paySbp': (id) => api.sbpPaymentLink(id),
  'invoice.payInCash': (id, input) => api.payInCash(id, input),
  'invoice.payToAccount': (id) => api.payToAccount(id),
  'invoice.affirmPaidToAccount': (id) => api.affirmPaidToAccount(id),
  'invoice.revoke': (id) => api.revokeInvoice(id),
  'invoice.retract': (id) => api.retractInvoicePayment(id),
  'invoice.reform': (id) => api.reformInvoice(id),
  'invoice.close': (id) => api.closeInvoice(id),
};

/** Runs one action; the payment-link calls answer `{ paymentLink, invoice }`, the others the invoice itself. */
export async function runInvoiceAction({ invoiceId, action, input }: ActionRequest): Promise<ActionOutcome> {
  if (action === 'invoice.edit') throw new Error('Изменение счёта сохраняет редактор счёта');
  const answer = await (ACTION_CALLS[action] as Call<typeof action>)(invoiceId, input as never);
  return 'invoice' in answer ? answer : { invoice: answer };
}

export const invoicePanelLogic = invoicePanelMachine.provide({
  actors: {
    loadInvoices: fromPromise(({ input }) => api.fetchOrderInvoices(input.orderId, input.showDeleted)),
    runAction: fromPromise(({ input }) => runInvoiceAction(input)),
    reloadInvoice: fromPromise(({ input }) => api.fetchInvoice(input.invoiceId)),
    createAutomated: fromPromise(({ input }) => api.createAutomatedInvoice(input.orderId)),
  },
});
