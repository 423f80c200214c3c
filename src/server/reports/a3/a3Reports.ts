import type { ReportSpec } from '../kit/reportKit';
import { paidFinesReport } from './paidFinesReport';
import { penaltyAvailabilityReport } from './penaltyAvailabilityReport';

/** The fines service's reports: paid fines and the availability of the fines look-up. */
export const A3_REPORTS: ReportSpec[] = [paidFinesReport, penaltyAvailabilityReport];
