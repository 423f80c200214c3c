import { defineArea } from '../plugins/defineArea';
import { A3_REPORTS } from './a3/a3Reports';
import { CHECK_REPORTS } from './checks/checkReports';
import { CLIENT_REPORTS } from './clients/clientReports';
import { INVOICE_REPORTS } from './invoices/invoiceReports';
import { defineReport } from './kit/reportKit';
import { ORDER_REPORTS } from './orders/orderReports';
import { TYRE_REPORTS } from './tyres/tyreReports';

/** Reports: each a POST of its filters answering rows, totals and a chart, and its CSV or Excel export. */
export const reportsArea = defineArea(
  'reports',
  [...INVOICE_REPORTS, ...CLIENT_REPORTS, ...CHECK_REPORTS, ...TYRE_REPORTS, ...ORDER_REPORTS, ...A3_REPORTS].map(
    defineReport,
  ),
);
