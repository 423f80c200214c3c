import type { ReportSpec } from '../kit/reportKit';
import { tyreServiceQualityReport } from './tyreServiceQualityReport';
import { tyreStorageDateReport } from './tyreStorageDateReport';
import { tyreStorageOfficeReport } from './tyreStorageOfficeReport';
import { tyreStorageReport } from './tyreStorageReport';
import { wheelDeliveryReport } from './wheelDeliveryReport';
import { wheelTransfersReport } from './wheelTransfersReport';

/** The reports of tyres: storage, service quality, transfers and deliveries of wheels. */
export const TYRE_REPORTS: ReportSpec[] = [
  tyreStorageReport,
  tyreStorageOfficeReport,
  tyreStorageDateReport,
  tyreServiceQualityReport,
  wheelTransfersReport,
  wheelDeliveryReport,
];
