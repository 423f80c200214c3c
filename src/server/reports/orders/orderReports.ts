import type { ReportSpec } from '../kit/reportKit';

/** The reports of orders: refusals, the bank's emergency commissioners, UTM marks and appointment durations. */
export const ORDER_REPORTS: ReportSpec[] = [];
