import { type SQL, sql } from 'drizzle-orm';
import { SERVICE_IDS } from '../../../shared/constants';
import type { ReportQuery } from '../kit/reportQuery';
import { inPeriod, matches, ofPartner } from '../kit/reportQuery';

// The bank's emergency-commissioner orders, as GET /v1/orders/t_avarcom lists them (evacuationRepository.ts): the
// bank partner's service (903), not deleted; its evacuation flag is specificValues.evacuationNeeded. The reports take
// those created in the period, of the caller's partner, in the office asked for.

/** Whether the order `o` needs a tow truck: the same test as the t_avarcom list's ?evacuation=true. */
export const EVACUATION_NEEDED = sql`coalesce(o.specific_values->>'evacuationNeeded' = 'true', false)`;

/** The conditions on the order `o`: the bank's service, live, created in the period, the caller's partner. */
export const bankOrdersOf = (q: ReportQuery): SQL => sql`
  o.service_id = ${sql.raw(String(SERVICE_IDS.tAvarcom))} and o.deleted_date is null
  and ${inPeriod(sql`o.created_at`, q)} and ${ofPartner(sql`o.partner_id`, q)}
  and ${matches(sql`o.office_id`, q.officeId)}`;
