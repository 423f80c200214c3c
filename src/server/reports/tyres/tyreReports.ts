import type { ReportSpec } from '../kit/reportKit';

/** The reports of tyres: storage, service quality, transfers and deliveries of wheels. */
export const TYRE_REPORTS: ReportSpec[] = [];
