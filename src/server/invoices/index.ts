import { defineArea } from '../plugins/defineArea';
import { invoiceDocumentsRoutes } from './invoiceDocumentsRoutes';
import { invoicePaymentsRoutes } from './invoicePaymentsRoutes';
import { orderInvoiceActionsRoutes } from './orderInvoiceActionsRoutes';
import { orderInvoicesRoutes } from './orderInvoicesRoutes';
import { priceListsForInvoicesRoutes } from './priceListsForInvoicesRoutes';

/** Invoices: the invoice and its lifecycle, payments, documents and the price lists it draws on. */
export const invoicesArea = defineArea('invoices', [
  orderInvoicesRoutes,
  orderInvoiceActionsRoutes,
  priceListsForInvoicesRoutes,
  invoicePaymentsRoutes,
  invoiceDocumentsRoutes,
]);
