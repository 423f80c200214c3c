import { inArray, sql } from 'drizzle-orm';
import {
  COMMON_SETTING_KEYS,
  COMMON_SETTINGS_DEFAULTS,
  type CommonSettings,
  commonSettingsSchema,
} from '../../shared/schemas/commonSettings';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { commonSettings } from './configSchema';

// The common settings: one row per setting (key, JSON value). A key without a row, or a row whose value no longer
// passes the rules (a rule tightened since), reads as its default, so every reader gets a whole, valid object.

export async function readCommonSettings(db: DbOrTx): Promise<CommonSettings> {
  const rows = await db
    .select({ key: commonSettings.key, value: commonSettings.value })
    .from(commonSettings)
    .where(inArray(commonSettings.key, COMMON_SETTING_KEYS));
  const settings: Record<string, unknown> = { ...COMMON_SETTINGS_DEFAULTS };
  for (const row of rows) {
    const key = row.key as keyof CommonSettings;
    const checked = commonSettingsSchema.shape[key].safeParse(row.value);
    if (checked.success) settings[key] = checked.data;
  }
  return settings as CommonSettings;
}

/** PUT /v1/config/common: every setting written, the change journaled, in one transaction. */
export async function saveCommonSettings(db: Db, next: CommonSettings, actorUserId: number | null) {
  return db.transaction(async (tx) => {
    // Two saves at once journal in turn, each with the values it replaced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('config.common'))`);
    const before = await readCommonSettings(tx);
    const now = new Date();
    await tx
      .insert(commonSettings)
      .values(
        COMMON_SETTING_KEYS.map((key) => ({ key, value: next[key], updatedAt: now, updatedByUserId: actorUserId })),
      )
      .onConflictDoUpdate({
        target: commonSettings.key,
        set: {
          value: sql`excluded.value`,
          updatedAt: sql`excluded.updated_at`,
          updatedByUserId: sql`excluded.updated_by_user_id`,
        },
      });
    const after = await readCommonSettings(tx);
    await recordAudit(tx, { actorUserId, entity: 'common_settings', entityId: null, action: 'update', before, after });
    return after;
  });
}
