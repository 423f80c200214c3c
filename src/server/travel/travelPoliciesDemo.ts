import { eq, sql } from 'drizzle-orm';
import type { TravelPolicyState } from '../../shared/lifecycleStates';
import type { TravelPolicyInput } from '../../shared/schemas/travel/travelPolicies';
import type { DbOrTx } from '../db/db';
import type { DemoContext } from '../db/demoContext';
import { addDays, unixOfDay } from './travelDays';
import { acceptPolicy, annulPolicy, createPolicy, type PolicyCaller } from './travelPoliciesRepository';
import { lockPolicy, moscowToday, movePolicy } from './travelPolicyLifecycle';
import { sweepPolicies } from './travelPolicySweep';
import { promoByCode } from './travelPromoCodeUses';
import { travelInsurers, travelPolicies, travelPolicyEvents, travelRisks } from './travelSchema';

// Demo policies in every state, made through the repository on the days they would have been (drafted, issued at
// that day's rate, paid), so every figure is what the server itself computes; the calendar sweep then makes the
// started ones active and the finished ones expired. The payments demo (run after) pays the paid ones in full.

const DAY = 86_400_000;
type Target = Exclude<TravelPolicyState, 'active' | 'expired'> | 'running' | 'finished';
type Who = 'tires' | 'tow' | 'platform' | 'none';

/** [target, agent, created days ago, days from creation to the trip, trip days, currency, countries, people, promo] */
type Spec = [Target, Who, number, number, number, string, string[], number[], string?];

const SPECS: Spec[] = [
  ['draft', 'tires', 0, 10, 8, 'EUR', ['IT'], [0]],
  ['draft', 'none', 0, 21, 14, 'USD', ['TH'], [1, 2]],
  ['draft', 'platform', 1, 30, 10, 'EUR', ['FR', 'ES'], [3], 'WELCOME10'],
  ['draft', 'tow', 2, 14, 5, 'CNY', ['CN'], [4]],
  ['draft', 'tires', 3, 40, 21, 'EUR', ['DE', 'AT', 'CZ'], [5, 6, 7], 'AGENT-15'],
  ['issued', 'tires', 2, 12, 7, 'EUR', ['GR'], [8, 9], 'WELCOME10'],
  ['issued', 'none', 3, 25, 15, 'USD', ['US'], [10]],
  ['issued', 'tow', 4, 9, 10, 'EUR', ['TR'], [11, 12, 13]],
  ['issued', 'platform', 5, 18, 6, 'USD', ['AE'], [14]],
  ['draft', 'tires', 1, 16, 12, 'EUR', ['PT'], [15]],
  ['paid', 'tires', 6, 20, 10, 'EUR', ['ES'], [16], 'AGENT-15'],
  ['paid', 'none', 7, 15, 14, 'USD', ['JP'], [17, 18]],
  ['paid', 'tow', 8, 30, 9, 'EUR', ['FI', 'NO'], [19]],
  ['paid', 'platform', 5, 11, 30, 'EUR', ['CH'], [0, 1]],
  ['running', 'tires', 20, 5, 30, 'EUR', ['IT', 'FR'], [2, 3], 'WELCOME10'],
  ['running', 'none', 12, 4, 20, 'USD', ['MV'], [4]],
  ['running', 'tow', 30, 20, 45, 'EUR', ['DE'], [5]],
  ['running', 'platform', 9, 3, 60, 'CNY', ['CN'], [6, 7]],
  ['finished', 'tires', 55, 3, 14, 'EUR', ['CZ'], [8], 'AGENT-15'],
  ['finished', 'none', 50, 5, 10, 'USD', ['EG'], [9, 10]],
  ['finished', 'tow', 45, 2, 7, 'EUR', ['RS'], [11]],
  ['finished', 'platform', 58, 10, 21, 'USD', ['CA'], [12, 13, 14]],
  ['annulled', 'tires', 4, 15, 10, 'EUR', ['HR'], [15]],
  ['annulled', 'none', 6, 20, 7, 'USD', ['VN'], [16], 'WELCOME10'],
  ['annulled', 'tow', 9, 25, 12, 'EUR', ['NL', 'BE'], [17, 18]],
];

/** Annulment reasons, by the state the policy was annulled from. */
const REASONS = [
  'Клиент отказался от поездки',
  'Ошибка в данных загранпаспорта',
  'Поездка перенесена, оплата возвращена',
];

/** [last name, first name, years before today, extra days] in Latin letters, as in the foreign passport. */
const PEOPLE: [string, string, number, number][] = [
  ['IVANOV', 'SERGEY', 42, 17],
  ['IVANOVA', 'MARIA', 39, 120],
  ['IVANOV', 'MATVEY', 2, 40],
  ['PETROVA', 'ANNA', 28, 3],
  ['SMIRNOV', 'OLEG', 67, 210],
  ['KUZNETSOVA', 'ELENA', 34, 77],
  ['KUZNETSOV', 'DMITRY', 36, 5],
  ['KUZNETSOVA', 'SOFIA', 8, 150],
  ['POPOV', 'NIKOLAY', 78, 33],
  ['POPOVA', 'GALINA', 71, 64],
  ['VASILIEV', 'ARTEM', 25, 299],
  ['SOKOLOVA', 'IRINA', 47, 11],
  ['SOKOLOV', 'PAVEL', 49, 180],
  ['SOKOLOV', 'LEV', 1, 100],
  ['MIKHAILOV', 'ANDREY', 55, 45],
  ['NOVIKOVA', 'OLGA', 31, 260],
  ['FEDOROV', 'ILYA', 29, 90],
  ['MOROZOVA', 'TATIANA', 62, 14],
  ['MOROZOV', 'VIKTOR', 64, 300],
  ['VOLKOVA', 'DARIA', 23, 7],
];
const HOLDERS = [
  'Иванов Сергей Петрович',
  'Петрова Анна Викторовна',
  'Смирнов Олег Игоревич',
  'Кузнецова Елена Андреевна',
];

export async function seedTravelPoliciesDemo(db: DbOrTx, ctx: DemoContext, now = new Date(ctx.now)): Promise<void> {
  const today = moscowToday(now);
  const insurers = await db.select({ id: travelInsurers.id }).from(travelInsurers).orderBy(travelInsurers.id);
  const risks = new Map((await db.select().from(travelRisks)).map((r) => [r.code, r.id]));
  const partnerOf: Record<Who, number | null> = { ...ctx.partnerIds, none: null };
  const userOf: Record<Who, number> = {
    tires: ctx.userIds.partner,
    tow: ctx.userIds.dispatcher,
    platform: ctx.userIds.operator,
    none: ctx.userIds.admin,
  };
  for (const [n, [target, who, ago, lead, length, currency, countries, people, promo]] of SPECS.entries()) {
    const day = addDays(today, -ago);
    const start = addDays(day, lead);
    const caller: PolicyCaller = { userId: userOf[who], scope: null };
    const usablePromo = promo && (await promoByCode(db, promo)) ? promo : undefined;
    const input: TravelPolicyInput = {
      partnerId: partnerOf[who] ?? undefined,
      insurerId: insurers[n % insurers.length].id,
      currencyCode: currency,
      countryCodes: countries,
      startDate: unixOfDay(start),
      endDate: unixOfDay(addDays(start, length - 1)),
      holderName: HOLDERS[n % HOLDERS.length],
      holderPhone: `+7916${String(5_550_000 + n * 1371).padStart(7, '0')}`,
      holderEmail: n % 3 === 0 ? undefined : `traveller${n + 1}@example.ru`,
      insured: people.map((p) => {
        const [lastName, firstName, years, extra] = PEOPLE[p];
        const birth = addDays(addDays(today, -extra), -Math.round(years * 365.25));
        return {
          lastName,
          firstName,
          birthDate: unixOfDay(birth),
          passportSeries: String(70 + (p % 30)),
          passportNumber: String(1_234_567 + p * 104_729).slice(0, 7),
        };
      }),
      risks: [
        { riskId: risks.get('MED')!, sumInsured: [30000, 50000, 100000][n % 3] },
        ...(n % 2 === 0 ? [{ riskId: risks.get('ACC')!, sumInsured: 5000 + (n % 4) * 2500 }] : []),
        ...(n % 3 === 1 ? [{ riskId: risks.get('BAG')!, sumInsured: 1000 }] : []),
        ...(n % 4 === 2 ? [{ riskId: risks.get('CNC')!, sumInsured: 2000 }] : []),
        ...(n % 5 === 3 ? [{ riskId: risks.get('LIA')!, sumInsured: 20000 }] : []),
      ],
      promoCode: usablePromo,
    };
    const id = await createPolicy(db, input, caller, day);
    if (target === 'annulled' && n % 3 === 0) {
      await annulPolicy(db, id, REASONS[0], caller, day);
    } else if (target !== 'draft') {
      await acceptPolicy(db, id, caller, day);
      if (target !== 'issued' && !(target === 'annulled' && n % 3 === 1)) {
        await db.transaction(async (tx) => {
          await movePolicy(tx, await lockPolicy(tx, id, null), 'policy.pay', { userId: null, today: day });
        });
      }
      if (target === 'annulled') await annulPolicy(db, id, REASONS[n % 3], caller, day);
    }
    await backdate(db, id, new Date(now.getTime() - ago * DAY - (n % 7) * 3_600_000));
  }
  await sweepPolicies(db, null, today);
}

/** The policy and its history as of the day it was made (the sweep's moves stay today's). */
async function backdate(db: DbOrTx, id: number, at: Date) {
  await db
    .update(travelPolicies)
    .set({
      createdAt: at,
      updatedAt: at,
      issuedAt: sql`case when ${travelPolicies.issuedAt} is null then null else ${at.toISOString()}::timestamptz + interval '20 minutes' end`,
      annulledAt: sql`case when ${travelPolicies.annulledAt} is null then null else ${at.toISOString()}::timestamptz + interval '2 hours' end`,
    })
    .where(eq(travelPolicies.id, id));
  // Twenty minutes apart in the order they were written.
  await db
    .update(travelPolicyEvents)
    .set({
      createdAt: sql`${at.toISOString()}::timestamptz + interval '20 minutes' * (select count(*) from travel_policy_events x
        where x.policy_id = ${travelPolicyEvents.policyId} and x.id < ${travelPolicyEvents.id})`,
    })
    .where(eq(travelPolicyEvents.policyId, id));
}
