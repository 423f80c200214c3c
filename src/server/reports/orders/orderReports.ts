import type { ReportSpec } from '../kit/reportKit';
import { appointmentIntervalsReport } from './appointmentIntervalsReport';
import { refusalsReport } from './refusalsReport';
import { tAvarcomReport } from './tAvarcomReport';
import { tAvarcomSalaryReport } from './tAvarcomSalaryReport';
import { utmAppointmentsReport } from './utmAppointmentsReport';
import { utmOrdersReport } from './utmOrdersReport';

/** The reports of orders: refusals, the bank's emergency commissioners, UTM marks and appointment durations. */
export const ORDER_REPORTS: ReportSpec[] = [
  refusalsReport,
  appointmentIntervalsReport,
  tAvarcomReport,
  tAvarcomSalaryReport,
  utmOrdersReport,
  utmAppointmentsReport,
];
