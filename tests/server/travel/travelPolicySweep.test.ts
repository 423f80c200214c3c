import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRON_JOBS } from '../../../src/server/config/cronJobs';
import { travelPolicySweepJob } from '../../../src/server/config/jobs/travelPolicySweepJob';
import { partners } from '../../../src/server/db/schema';
import { addDays } from '../../../src/server/travel/travelDays';
import { moscowToday } from '../../../src/server/travel/travelPolicyLifecycle';
import { travelPolicies } from '../../../src/server/travel/travelSchema';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';
import { login, openTestApp } from '../buildTestApp';
import { type PolicyDictionaries, policyBody, policyCalls, policyDictionaries } from './travelPolicyFixtures';

// The calendar: a paid policy whose trip began is active, an active one whose trip ended is expired. A read applies it
// first (to the policies the reader may see), the hourly task to all; each move is in the history, with no user.

describe('the travel policies’ calendar', () => {
  const t = openTestApp();
  let admin = '';
  let dict: PolicyDictionaries;
  const calls = () => policyCalls(t.app);
  const today = moscowToday();
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    dict = await policyDictionaries(t.db);
  });

  /** A policy issued through the API, then stored as `state` over the given days. */
  async function policyIn(state: string, startDate: string, endDate: string, partnerId?: number) {
    const draft = await calls().draft(admin, policyBody(dict, partnerId ? { partnerId } : {}));
    await calls().accept(admin, draft.id);
    await t.db.update(travelPolicies).set({ state, startDate, endDate }).where(eq(travelPolicies.id, draft.id));
    return draft.id;
  }
  const history = async (id: number) =>
    (await calls().call('GET', `/v1/vzr/policies/${id}/history`, admin)).json() as {
      action: string;
      userName: string | null;
    }[];

  it('activates a paid policy whose trip began and expires an active one whose trip ended, on read', async () => {
    const begun = await policyIn('paid', addDays(today, -1), addDays(today, 5));
    const ended = await policyIn('active', addDays(today, -9), addDays(today, -1));
    const both = await policyIn('paid', addDays(today, -9), addDays(today, -2));
    const waiting = await policyIn('paid', addDays(today, 1), addDays(today, 5));
    const lastDay = await policyIn('active', addDays(today, -3), today);
    const states = async () =>
      Promise.all(
        [begun, ended, both, waiting, lastDay].map(
          async (id) => ((await calls().get(admin, id)).json() as TravelPolicy).state,
        ),
      );
    expect(await states()).toEqual(['active', 'expired', 'expired', 'paid', 'active']);
    const lines = await history(both);
    expect(lines.slice(-2).map((l) => [l.action, l.userName])).toEqual([
      ['policy.activate', null],
      ['policy.expire', null],
    ]);
  });

  it('a partner’s read sweeps only their own; the hourly task sweeps all', async () => {
    const [tow] = await t.db.select().from(partners).where(eq(partners.name, 'Эвакуатор-Сервис'));
    const theirs = await policyIn('paid', addDays(today, -1), addDays(today, 5), tow.id);
    const staff = await login(t.app, 'partner@demo.ru', 'Partner12345');
    expect((await calls().call('POST', '/v1/vzr/policies/find', staff, {})).statusCode).toBe(200);
    const [row] = await t.db.select().from(travelPolicies).where(eq(travelPolicies.id, theirs));
    expect(row.state).toBe('paid');
    expect(CRON_JOBS.map((j) => j.code)).toContain('travel_policy_calendar');
    const message = await travelPolicySweepJob({ db: t.db } as Parameters<typeof travelPolicySweepJob>[0]);
    expect(message).toMatch(/^Полисов ВЗР вступило в действие: [1-9]\d*, истекло: \d+$/);
    const [after] = await t.db.select().from(travelPolicies).where(eq(travelPolicies.id, theirs));
    expect(after.state).toBe('active');
  });
});
