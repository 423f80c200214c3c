import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { travelPolicies } from '../../../src/server/travel/travelSchema';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import {
  bornUnix,
  dayUnix,
  insuredPerson,
  type PolicyDictionaries,
  policyBody,
  policyCalls,
  policyDictionaries,
} from './travelPolicyFixtures';

// Travel policies through the API: every call's success and refusals (400 with the field's Russian message under its
// path, 403 without the key, 404, 409 from the chart), the history and the printable policy.

describe('travel policies', () => {
  const t = openTestApp();
  let admin = '';
  let dict: PolicyDictionaries;
  const calls = () => policyCalls(t.app);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    dict = await policyDictionaries(t.db);
  });

  it('creates a priced draft numbered from its id, offering update, accept and annul', async () => {
    const p = await calls().draft(admin, policyBody(dict, { promoCode: undefined }));
    expect(p.number).toBe(`ВЗР-${String(p.id).padStart(7, '0')}`);
    expect(p).toMatchObject({
      state: 'draft',
      days: 10,
      premiumCurrency: 14.18,
      rate: 93.4567,
      premium: 1325.22,
      discount: 0,
      total: 1325.22,
      paidAmount: 0,
      dueAmount: 1325.22,
      countryCodes: ['XA'],
      partnerId: null,
      createdByName: 'Администраторов Александр Иванович',
    });
    expect(p.insured[0]).toMatchObject({ lastName: 'IVANOV', age: 40, passportSeries: '75' });
    expect([...p.allowedActions].sort()).toEqual(['policy.accept', 'policy.annul', 'policy.update']);
    const read = await calls().get(admin, p.id);
    expect(read.json()).toEqual(p);
  });

  it('refuses bad bodies with the Russian message under the field’s path', async () => {
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ insured: [] }, 'insured', 'Добавьте хотя бы одного застрахованного'],
      [{ insured: [insuredPerson('ИВАНОВ', bornUnix(30))] }, 'insured.0.lastName', /Латинскими буквами/],
      [{ endDate: dayUnix(3) }, 'endDate', 'Дата окончания раньше даты начала'],
      [{ endDate: dayUnix(7 + 365) }, 'endDate', 'Срок поездки не более 365 дней'],
      [{ startDate: dayUnix(-1) }, 'startDate', 'Дата начала поездки уже прошла'],
      [{ countryCodes: ['XA', 'XA'] }, 'countryCodes', 'Страна указана дважды'],
      [{ countryCodes: ['ZZ'] }, 'countryCodes.0', 'Укажите хотя бы одну страну'],
      [{ insured: [insuredPerson('OLD', bornUnix(86))] }, 'insured.0.birthDate', /больше 85 лет/],
      [
        { insured: [insuredPerson('A', bornUnix(30)), insuredPerson('B', dayUnix(2))] },
        'insured.1.birthDate',
        /в будущем/,
      ],
      [{ risks: [{ riskId: dict.med, sumInsured: 29_999 }] }, 'risks.0.sumInsured', /от 30000 до 100000/],
      [{ risks: [{ riskId: dict.odd, sumInsured: 5000 }] }, 'risks', 'Риск «Медицинские расходы» обязателен'],
      [{ promoCode: 'NO-SUCH-CODE-XYZ' }, 'promoCode', 'Промокод не найден'],
      [{ insurerId: 999_999 }, 'insurerId', 'Укажите страховую компанию'],
    ];
    for (const [fields, path, message] of cases) {
      const response = await calls().create(admin, policyBody(dict, fields));
      expect(response.statusCode, `${JSON.stringify(fields)}: ${response.body}`).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
      expect(response.json().details[path], `${JSON.stringify(fields)}: ${response.body}`).toMatch(message);
    }
    // The second risk's sum out of its range is reported under its own index.
    const second = await calls().calculate(
      admin,
      policyBody(dict, {
        risks: [
          { riskId: dict.med, sumInsured: 50000 },
          { riskId: dict.odd, sumInsured: 10_000 },
        ],
      }),
    );
    expect(second.json().details['risks.1.sumInsured']).toBe(
      'Страховая сумма по риску «Тестовый риск 1»: от 1000 до 9999',
    );
  });

  it('answers 403 without the key and 404 for a policy that does not exist', async () => {
    const user = await createTestUser(t.db);
    const stranger = await login(t.app, user.email, user.password as string);
    expect((await calls().create(stranger, policyBody(dict))).statusCode).toBe(403);
    expect((await calls().calculate(stranger, policyBody(dict))).statusCode).toBe(403);
    expect((await calls().call('POST', '/v1/vzr/policies/find', stranger, {})).statusCode).toBe(403);
    expect((await calls().call('GET', '/v1/vzr/dictionaries', stranger)).statusCode).toBe(403);
    for (const url of ['', '/history', '/pdf']) {
      const missing = await calls().call('GET', `/v1/vzr/policies/2000000000${url}`, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Полис не найден');
    }
    expect((await calls().accept(admin, 2_000_000_000)).statusCode).toBe(404);
    expect((await calls().annul(admin, 2_000_000_000)).statusCode).toBe(404);
    expect((await calls().update(admin, 2_000_000_000, policyBody(dict))).statusCode).toBe(404);
  });

  it('updates a draft, prices it anew, and refuses the update once issued', async () => {
    const p = await calls().draft(admin, policyBody(dict));
    const updated = await calls().update(admin, p.id, policyBody(dict, { endDate: dayUnix(26), holderName: 'Новый' }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ days: 20, premiumCurrency: 28.35, premium: 2649.5, holderName: 'Новый' });
    const issued = await calls().accept(admin, p.id);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({ state: 'issued', allowedActions: ['policy.annul'] });
    expect(issued.json().issuedAt).toBeGreaterThan(0);
    const refused = await calls().update(admin, p.id, policyBody(dict));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Действие «Изменить» недоступно: полис в состоянии «Выпущен»',
    });
  });

  it('annuls with a reason, refuses a second annulment and a missing reason', async () => {
    const p = await calls().draft(admin, policyBody(dict));
    const noReason = await calls().annul(admin, p.id, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.reason).toBe('Укажите причину аннулирования');
    const annulled = await calls().annul(admin, p.id, 'Ошибка в паспорте');
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json()).toMatchObject({ state: 'annulled', annulReason: 'Ошибка в паспорте', allowedActions: [] });
    expect(annulled.json().annulledAt).toBeGreaterThan(0);
    const again = await calls().annul(admin, p.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Действие «Аннулировать» недоступно: полис в состоянии «Аннулирован»');
    expect((await calls().accept(admin, p.id)).statusCode).toBe(409);

    const history = await calls().call('GET', `/v1/vzr/policies/${p.id}/history`, admin);
    expect(history.statusCode).toBe(200);
    expect(history.json().map((e: { action: string; toState: string }) => [e.action, e.toState])).toEqual([
      ['policy.create', 'draft'],
      ['policy.annul', 'annulled'],
    ]);
    expect(history.json()[1]).toMatchObject({
      actionName: 'Аннулировать',
      fromState: 'draft',
      comment: 'Ошибка в паспорте',
      userName: 'Администраторов Александр Иванович',
    });
  });

  it('refuses to issue a draft whose start date has passed', async () => {
    const p = await calls().draft(admin, policyBody(dict));
    await t.db.update(travelPolicies).set({ startDate: '2020-01-01' }).where(eq(travelPolicies.id, p.id));
    const read = (await calls().get(admin, p.id)).json() as TravelPolicy;
    expect(read.allowedActions).not.toContain('policy.accept');
    const refused = await calls().accept(admin, p.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Действие «Выпустить» недоступно: полис в состоянии «Черновик»');
  });

  it('prints an issued policy, an annulled one with its mark, and no draft', async () => {
    const p = await calls().draft(admin, policyBody(dict));
    const draft = await calls().call('GET', `/v1/vzr/policies/${p.id}/pdf`, admin);
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({ errorCode: 'INELIGIBLE_STATE', message: 'Полис ещё не выпущен' });
    await calls().accept(admin, p.id);
    const pdf = await calls().call('GET', `/v1/vzr/policies/${p.id}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await calls().annul(admin, p.id);
    const annulled = await calls().call('GET', `/v1/vzr/policies/${p.id}/pdf`, admin);
    expect(annulled.statusCode).toBe(200);
    expect(annulled.rawPayload.length).toBeGreaterThan(1000);
  });

  it('finds policies by number, holder and state, newest first, counting at most a cap', async () => {
    const holder = `Искомый ${Date.now()}`;
    const first = await calls().draft(admin, policyBody(dict, { holderName: holder }));
    const second = await calls().draft(admin, policyBody(dict, { holderName: holder }));
    const find = (body: object) => calls().call('POST', '/v1/vzr/policies/find', admin, body);
    const byHolder = await find({ search: holder.slice(3) });
    expect(byHolder.statusCode, byHolder.body).toBe(200);
    expect(byHolder.json().items.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
    expect(byHolder.json().total).toBe(2);
    expect(byHolder.json().items[0]).toMatchObject({ number: second.number, countries: [{ code: 'XA' }] });
    const byNumber = await find({ search: first.number });
    expect(byNumber.json().items.map((i: { id: number }) => i.id)).toEqual([first.id]);
    const asc = await find({ search: holder, sortField: 'number', sortOrder: 'asc' });
    expect(asc.json().items.map((i: { id: number }) => i.id)).toEqual([first.id, second.id]);
    const annulled = await find({ search: holder, state: 'annulled' });
    expect(annulled.json()).toEqual({ items: [], total: 0 });
    const all = await find({ size: 1 });
    expect(all.json().items).toHaveLength(1);
    expect(all.json().total).toBeGreaterThan(20);
    const badSort = await find({ sortField: 'holderPhone' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().details.sortField).toBe('Недопустимое поле сортировки');
  });

  it('answers the dictionaries with today’s rates', async () => {
    const r = await calls().call('GET', '/v1/vzr/dictionaries', admin);
    expect(r.statusCode).toBe(200);
    const d = r.json();
    expect(d.countries.length).toBeGreaterThanOrEqual(40);
    expect(d.countries.find((c: { code: string }) => c.code === 'DE')).toEqual({
      code: 'DE',
      name: 'Германия',
      territoryCoefficient: 1,
      schengen: true,
    });
    expect(d.currencies.find((c: { code: string }) => c.code === dict.currency)).toMatchObject({ rate: 93.4567 });
    expect(d.currencies.find((c: { code: string }) => c.code === 'EUR')).toMatchObject({ numericCode: '978' });
    expect(d.risks.find((x: { code: string }) => x.code === 'MED')).toMatchObject({ required: true, minSum: 30000 });
    expect(d.insuranceCompanies).toHaveLength(3);
    expect(d.policyStatuses.map((s: { code: string }) => s.code)).toEqual([
      'draft',
      'issued',
      'paid',
      'active',
      'expired',
      'annulled',
    ]);
    expect(d.paymentTypes.find((p: { code: string }) => p.code === 'cash')).toMatchObject({ requiresCash: true });
    expect(d.paymentCashes.length).toBeGreaterThanOrEqual(2);
  });

  it('has demo policies in every state', async () => {
    const rows = await t.db.select({ state: travelPolicies.state }).from(travelPolicies);
    const states = new Set(rows.map((r) => r.state));
    for (const s of ['draft', 'issued', 'paid', 'active', 'expired', 'annulled']) expect(states).toContain(s);
  });
});
