import { type SQL, sql } from 'drizzle-orm';

// The three UTM marks of an order or an appointment (alias given) as the UTM reports group by them: an empty or
// missing mark reads «(нет)», and the three together make the row's key.

export const NO_MARK = '(нет)';

const markOf = (alias: string, mark: string): SQL =>
  sql`coalesce(nullif(trim(${sql.raw(`${alias}.utm_${mark}`)}), ''), ${NO_MARK})`;

/** The marks' columns (utmSource, utmMedium, utmCampaign) of a select grouped `by 1, 2, 3`. */
export const utmColumns = (alias: string): SQL => sql`
  ${markOf(alias, 'source')} as "utmSource", ${markOf(alias, 'medium')} as "utmMedium",
  ${markOf(alias, 'campaign')} as "utmCampaign"`;

/** The row's key over the marks' columns of a select that took `utmColumns`. */
export const UTM_KEY = sql`concat_ws(' / ', "utmSource", "utmMedium", "utmCampaign")`;

export const UTM_FIELDS = { utmSource: 'text', utmMedium: 'text', utmCampaign: 'text' } as const;
