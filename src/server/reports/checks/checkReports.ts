import type { ReportSpec } from '../kit/reportKit';

/** The reports of receipts: bonuses, promos and the bank's card payments, per day and per receipt. */
export const CHECK_REPORTS: ReportSpec[] = [];
