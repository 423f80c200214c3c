import { defineArea } from '../plugins/defineArea';
import { paidInvoicesReportRoutes } from './paidInvoicesReport';

/** Reports: each a POST of its filters answering rows, totals and a chart, and its CSV or Excel export. */
export const reportsArea = defineArea('reports', [paidInvoicesReportRoutes]);
