import { defineArea } from '../plugins/defineArea';
import { invoiceDocumentsRoutes } from './invoiceDocumentsRoutes';
import { invoicePaymentsRoutes } from './invoicePaymentsRoutes';
import { orderInvoiceActionsRoutes } from './orderInvoiceActionsRoutes';
import { orderInvoicesRoutes } from './orderInvoicesRoutes';

/** Invoices: the invoice and its lifecycle, payments and documents. */
export const invoicesArea = defineArea('invoices', [
  orderInvoicesRoutes,
  orderInvoiceActionsRoutes,
  invoicePaymentsRoutes,
  invoiceDocumentsRoutes,
]);
