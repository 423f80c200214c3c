import type { ReportSpec } from '../kit/reportKit';
import { bonusCheckDateReport, bonusCheckDaysReport } from './bonusCheckReports';
import { orderBonusesReport } from './orderBonusesReport';
import { promoCheckDateReport, promoCheckDaysReport } from './promoCheckReports';
import { tbankCheckDateReport, tbankCheckDaysReport } from './tbankCheckReports';

/** The reports of receipts: bonuses, promos and the bank's card payments, per day and per receipt; orders' bonuses. */
export const CHECK_REPORTS: ReportSpec[] = [
  bonusCheckDaysReport,
  bonusCheckDateReport,
  promoCheckDaysReport,
  promoCheckDateReport,
  tbankCheckDaysReport,
  tbankCheckDateReport,
  orderBonusesReport,
];
