import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { COMMON_SETTINGS_DEFAULTS } from '../../../src/shared/schemas/commonSettings';
import { login, openTestApp } from '../buildTestApp';

// GET and PUT /v1/config/common (key config.common) and the support address every console reads.

describe('common settings (/v1/config/common)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  const call = (method: 'GET' | 'PUT', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: token } : {} });

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
  });
  // Other files of the worker read the settings: leave them as they were found.
  afterAll(async () => {
    await call('PUT', '/v1/config/common', admin, COMMON_SETTINGS_DEFAULTS);
  });

  it('answers the defaults for keys without a row, then what was saved, journaled', async () => {
    const first = await call('GET', '/v1/config/common', admin);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(Object.keys(COMMON_SETTINGS_DEFAULTS).sort());

    const next = {
      reminderLeadHours: 6,
      tempFilesMaxAgeHours: 48,
      cronHistoryKeepDays: 14,
      supportEmail: ' help@servis.ru ',
    };
    const saved = await call('PUT', '/v1/config/common', admin, next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...next, supportEmail: 'help@servis.ru' });
    expect((await call('GET', '/v1/config/common', admin)).json()).toEqual(saved.json());

    const [entry] = await t.db
      .select()
      .from(auditJournal)
      .where(eq(auditJournal.entity, 'common_settings'))
      .orderBy(desc(auditJournal.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'update', after: saved.json() });
    expect(entry.before).toEqual(first.json());
  });

  it('gives every signed-in user the support address, and only that', async () => {
    await call('PUT', '/v1/config/common', admin, { ...COMMON_SETTINGS_DEFAULTS, supportEmail: 'desk@servis.ru' });
    const support = await call('GET', '/v1/config/support', operator);
    expect(support.statusCode).toBe(200);
    expect(support.json()).toEqual({ supportEmail: 'desk@servis.ru' });
    expect((await call('GET', '/v1/config/support', null)).statusCode).toBe(401);
  });

  it('refuses values out of their range with the Russian message per field and keeps the stored ones', async () => {
    const stored = (await call('GET', '/v1/config/common', admin)).json();
    const bad = await call('PUT', '/v1/config/common', admin, {
      reminderLeadHours: 0,
      tempFilesMaxAgeHours: 1.5,
      cronHistoryKeepDays: 400,
      supportEmail: 'не адрес',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: {
        reminderLeadHours: 'Напоминание о записи: целое число часов от 1 до 168',
        tempFilesMaxAgeHours: 'Возраст временных файлов: целое число часов от 1 до 8760',
        cronHistoryKeepDays: 'Хранение истории фоновых задач: целое число дней от 1 до 365',
        supportEmail: 'Укажите корректный e-mail службы поддержки',
      },
    });
    const missing = await call('PUT', '/v1/config/common', admin, { reminderLeadHours: 5 });
    expect(missing.statusCode).toBe(400);
    expect((await call('GET', '/v1/config/common', admin)).json()).toEqual(stored);
  });

  it('needs config.common to read and its permissionUpdate to save', async () => {
    expect((await call('GET', '/v1/config/common', null)).statusCode).toBe(401);
    expect((await call('GET', '/v1/config/common', operator)).statusCode).toBe(403);
    expect((await call('PUT', '/v1/config/common', operator, COMMON_SETTINGS_DEFAULTS)).statusCode).toBe(403);
  });
});
