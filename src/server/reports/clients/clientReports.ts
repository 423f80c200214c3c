import type { ReportSpec } from '../kit/reportKit';
import { clientsReport } from './clientsReport';
import { mobileStatisticsExtendedReport } from './mobileStatisticsExtendedReport';
import { mobileStatisticsReport } from './mobileStatisticsReport';
import { operatorStatisticsByUserReport } from './operatorStatisticsByUserReport';
import { operatorStatisticsPersonalReport } from './operatorStatisticsPersonalReport';
import { operatorStatisticsReport } from './operatorStatisticsReport';
import { registrationReport } from './registrationReport';

/** The reports of clients: registrations, the operators' and the mobile app's orders, the clients' orders. */
export const CLIENT_REPORTS: ReportSpec[] = [
  clientsReport,
  operatorStatisticsReport,
  operatorStatisticsByUserReport,
  operatorStatisticsPersonalReport,
  registrationReport,
  mobileStatisticsReport,
  mobileStatisticsExtendedReport,
];
