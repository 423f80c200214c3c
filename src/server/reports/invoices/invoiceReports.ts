import type { ReportSpec } from '../kit/reportKit';
import { paidInvoicesReport } from './paidInvoicesReport';
import { reconciliationReport } from './reconciliationReport';
import { settlementsReport } from './settlementsReport';

/** The reports of invoices and the money between the platform and its partners. */
export const INVOICE_REPORTS: ReportSpec[] = [paidInvoicesReport, settlementsReport, reconciliationReport];
