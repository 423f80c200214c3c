import { REF_VALUE_IDS } from '../../shared/referenceIds';

/** Closed orders: done, cancelled and archived (29). The archive lists them; the active list the rest. */
export const CLOSED_STATUSES = [
  REF_VALUE_IDS.orderStatusDone,
  REF_VALUE_IDS.orderStatusCancelled,
  REF_VALUE_IDS.orderStatusArchive,
];
