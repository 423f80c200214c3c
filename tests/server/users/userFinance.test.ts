import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { userBalanceOperations, userServiceFees } from '../../../src/server/users/usersSchema';
import type {
  BalanceHistory,
  StreamBalance,
  UserBalance,
  UserServiceFee,
} from '../../../src/shared/schemas/userFinance';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { expectFieldError } from '../orders/orderPartsFixtures';
import { type UsersWorld, usersWorld } from './usersFixtures';

// A user's fees and balance, the staff balances and the drivers online.

describe('user fees and balances', () => {
  const t = openTestApp();
  let w: UsersWorld;
  let earner: { id: number; email: string; password: string | null };
  beforeAll(async () => {
    w = await usersWorld(t.app, t.db);
    earner = await createTestUser(t.db, { partnerId: w.tiresId, lastName: 'Ааабалансов' });
    // 0.10 + 0.20 is not 0.30 in floats: in kopecks it is, and so must the balance be.
    await t.db.insert(userBalanceOperations).values([
      { userId: earner.id, amountKopecks: 10, kind: 'accrual', createdAt: new Date(Date.now() - 3000_000) },
      { userId: earner.id, amountKopecks: 20, kind: 'accrual', createdAt: new Date(Date.now() - 2000_000) },
      { userId: earner.id, amountKopecks: 123_456_78, kind: 'accrual', createdAt: new Date(Date.now() - 1000_000) },
      { userId: earner.id, amountKopecks: -5_000_00, kind: 'payout', comment: 'Выплата', createdAt: new Date() },
    ]);
    await t.db.insert(userServiceFees).values({ userId: earner.id, serviceId: 69, feeRate: 12.5, feeFixedPart: 99.99 });
  });

  it('answers the fees per service', async () => {
    const response = await w.call(w.partnerAdmin, 'GET', `/v1/users/${earner.id}/service_fees`);
    expect(response.statusCode).toBe(200);
    expect(response.json() as UserServiceFee[]).toEqual([
      { id: expect.any(Number), serviceId: 69, serviceName: 'Шиномонтаж', feeRate: 12.5, feeFixedPart: 99.99 },
    ]);
  });

  it('sums the balance exactly and pages the history newest first', async () => {
    const balance = (await w.call(w.admin, 'GET', `/v1/users/${earner.id}/current_balance`)).json() as UserBalance;
    expect(balance).toEqual({ userId: earner.id, balance: 118_457.08 });
    const page = (
      await w.call(w.admin, 'GET', `/v1/users/${earner.id}/balance_history?offset=0&size=2`)
    ).json() as BalanceHistory;
    expect(page.total).toBe(4);
    expect(page.operations.map((o) => o.amount)).toEqual([-5000, 123_456.78]);
    expect(page.operations[0]).toMatchObject({ kind: 'payout', kindName: 'Выплата', comment: 'Выплата' });
    const rest = (
      await w.call(w.admin, 'GET', `/v1/users/${earner.id}/balance_history?offset=2&size=2`)
    ).json() as BalanceHistory;
    expect(rest.operations.map((o) => o.amount)).toEqual([0.2, 0.1]);
    expectFieldError(
      await w.call(w.admin, 'GET', `/v1/users/${earner.id}/balance_history?size=0`),
      'size',
      'Размер страницы от 1 до 500',
    );
  });

  it('lets anyone read his own balance, needs the key for another’s, hides another partner’s', async () => {
    const own = await login(t.app, earner.email, earner.password!);
    expect((await w.call(own, 'GET', `/v1/users/${earner.id}/current_balance`)).statusCode).toBe(200);
    expect((await w.call(own, 'GET', `/v1/users/${earner.id}/balance_history`)).statusCode).toBe(200);
    expect((await w.call(w.nobody, 'GET', `/v1/users/${earner.id}/current_balance`)).statusCode).toBe(403);
    expect((await w.call(w.nobody, 'GET', `/v1/users/${earner.id}/service_fees`)).statusCode).toBe(403);
    const foreign = await createTestUser(t.db, { partnerId: w.towId });
    for (const path of ['current_balance', 'balance_history', 'service_fees']) {
      expect((await w.call(w.partnerAdmin, 'GET', `/v1/users/${foreign.id}/${path}`)).statusCode).toBe(404);
    }
    expectFieldError(
      await w.call(w.admin, 'GET', '/v1/users/-1/service_fees'),
      'id',
      'Некорректный идентификатор пользователя',
    );
  });

  it('lists the balances of the scope’s staff by full name', async () => {
    const all = (await w.call(w.admin, 'GET', '/v1/users/stream_balances')).json() as StreamBalance[];
    expect(all.find((b) => b.userId === earner.id)).toMatchObject({
      balance: 118_457.08,
      fullName: 'Ааабалансов Тест',
    });
    const names = all.map((b) => b.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const mine = (await w.call(w.partnerAdmin, 'GET', '/v1/users/stream_balances')).json() as StreamBalance[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((b) => b.partnerName === 'Шинный центр «Колесо»')).toBe(true);
    expect(all.length).toBeGreaterThan(mine.length);
    expect((await w.call(w.nobody, 'GET', '/v1/users/stream_balances')).statusCode).toBe(403);
  });

  it('lists no driver online when no socket is open, and refuses a caller without a key', async () => {
    const response = await w.call(w.admin, 'GET', '/v1/users/drivers_online');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await w.call(w.nobody, 'GET', '/v1/users/drivers_online')).statusCode).toBe(403);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, earner.id));
    expect(row.id).toBe(earner.id);
  });
});
