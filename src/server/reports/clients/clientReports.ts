import type { ReportSpec } from '../kit/reportKit';

/** The reports of clients: registrations, the operators' and the mobile app's orders, the clients' orders. */
export const CLIENT_REPORTS: ReportSpec[] = [];
