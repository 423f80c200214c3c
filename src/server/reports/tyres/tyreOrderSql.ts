import { sql } from 'drizzle-orm';
import { SERVICE_IDS } from '../../../shared/constants';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import { CLOSED_STATUSES } from '../../orders/orderStatuses';
import { diameterIdOf, tireCountOf } from '../../tires/tyreOrderValues';

// What the tyre reports read off an order aliased `o` (and its client `c`): the tyre count and the wheel diameter the
// order's own fields hold (tires/tyreOrderValues.ts, as the storage list reads them) and when a
// storage order stopped holding wheels. Constants only go in as raw SQL; request values always travel as parameters.

export const STORAGE_SERVICE = sql.raw(String(SERVICE_IDS.tireStorage));
export const FITTING_SERVICE = sql.raw(String(SERVICE_IDS.tireFitting));

export const TIRE_COUNT = tireCountOf(sql`o.specific_values`);
export const DIAMETER_ID = diameterIdOf(sql`o.specific_ref_values`);

/** Where the wheels lie in the storage: the order's free-text place. */
export const STORAGE_PLACE = sql`nullif(trim(o.specific_values->>'storagePlace'), '')`;

const closed = sql.raw(CLOSED_STATUSES.map((id) => `'${id}'`).join(', '));

/**
 * When the storage order `o` stopped holding the wheels: the last time its status moved from an open status into a
 * closed one (done, cancelled, archived) by the history's status lines (details.from / details.to); its last change
 * when it is closed without such a line (written straight into the table); null while it is open.
 */
export const RELEASED_AT = sql`(case when o.status_ref_value_id in (${sql.raw(CLOSED_STATUSES.join(', '))}) then coalesce(
  (select max(h.created_at) from order_history h
   where h.order_id = o.id and h.action = 'status' and h.details->>'to' in (${closed})
     and coalesce(h.details->>'from', '') not in (${closed})),
  o.updated_at) end)`;

export const STATUS = {
  done: sql.raw(String(REF_VALUE_IDS.orderStatusDone)),
  archive: sql.raw(String(REF_VALUE_IDS.orderStatusArchive)),
  cancelled: sql.raw(String(REF_VALUE_IDS.orderStatusCancelled)),
};

/** Defect types that mean "no visible defects" (548 for a tyre, 562 otherwise): a line holding only these is sound. */
export const NO_DEFECT_TYPES = sql.raw(`array[${REF_VALUE_IDS.defectNoneTyre}, ${REF_VALUE_IDS.defectNone}]`);
