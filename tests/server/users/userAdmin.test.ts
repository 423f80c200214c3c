import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { mailOutbox, roles, userRoles, users } from '../../../src/server/db/schema';
import { officeUsers } from '../../../src/server/users/usersSchema';
import { EMAIL_TAKEN, USER_NOT_FOUND, type UserCard, type UserShort } from '../../../src/shared/schemas/userAdmin';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { expectFieldError } from '../orders/orderPartsFixtures';
import { type UsersWorld, uniqueEmail, usersWorld } from './usersFixtures';

// Users administration: the card, the short list, create with the invitation, edit and block, the e-mail check,
// the partner token, reinvite; each with its Russian refusals and the tenant rule (another partner's user is 404).

describe('users administration (/v1/users)', () => {
  const t = openTestApp();
  let w: UsersWorld;
  beforeAll(async () => {
    w = await usersWorld(t.app, t.db);
  });

  const newUser = (token: string, body: object) => w.call(token, 'POST', '/v1/users', body);
  const lastAudit = async (entityId: number) =>
    (
      await t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, 'user'), eq(auditJournal.entityId, entityId)))
        .orderBy(desc(auditJournal.id))
        .limit(1)
    )[0];

  describe('GET /v1/users/{id}', () => {
    it('answers the card with roles, offices, partner and status', async () => {
      const [partnerUser] = await t.db.select().from(users).where(eq(users.email, 'partner@demo.ru'));
      const response = await w.call(w.admin, 'GET', `/v1/users/${partnerUser.id}`);
      expect(response.statusCode).toBe(200);
      const card = response.json() as UserCard;
      expect(card).toMatchObject({
        id: partnerUser.id,
        email: 'partner@demo.ru',
        fullName: 'Шинников Пётр Кузьмич',
        status: 'active',
        statusRefValueName: 'Активен',
        partner: { id: w.tiresId, name: 'Шинный центр «Колесо»' },
        office: { id: partnerUser.officeId },
      });
      expect(card.roles.map((r) => r.roleName)).toEqual(['Сотрудник партнёра']);
      expect(card.offices.map((o) => o.officeId)).toContain(partnerUser.officeId);
    });

    it('refuses a bad id with 400, a caller without the key with 403, another partner’s user with 404', async () => {
      expectFieldError(await w.call(w.admin, 'GET', '/v1/users/abc'), 'id', 'Некорректный идентификатор пользователя');
      const own = await createTestUser(t.db, { partnerId: w.tiresId });
      expect((await w.call(w.nobody, 'GET', `/v1/users/${own.id}`)).statusCode).toBe(403);
      expect((await w.call(w.partnerAdmin, 'GET', `/v1/users/${own.id}`)).statusCode).toBe(200);
      const foreign = await createTestUser(t.db, { partnerId: w.towId });
      const hidden = await w.call(w.partnerAdmin, 'GET', `/v1/users/${foreign.id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: USER_NOT_FOUND });
      expect((await w.call(w.admin, 'GET', '/v1/users/99999999')).statusCode).toBe(404);
    });
  });

  describe('GET /v1/users?partnerId and POST /v1/users/find', () => {
    it('lists a partner’s users by full name; partner staff see only theirs', async () => {
      const list = (await w.call(w.admin, 'GET', `/v1/users?partnerId=${w.tiresId}`)).json() as UserShort[];
      expect(list.length).toBeGreaterThan(2);
      const names = list.map((u) => u.fullName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
      const mine = (await w.call(w.partnerAdmin, 'GET', '/v1/users')).json() as UserShort[];
      const tow = (await w.call(w.admin, 'GET', `/v1/users?partnerId=${w.towId}`)).json() as UserShort[];
      expect(mine.length).toBe(list.length);
      expect(mine.some((u) => tow.some((x) => x.id === u.id))).toBe(false);
      expect((await w.call(w.partnerAdmin, 'GET', `/v1/users?partnerId=${w.towId}`)).json()).toEqual([]);
      expectFieldError(await w.call(w.admin, 'GET', '/v1/users?partnerId=x'), 'partnerId', 'Некорректный партнёр');
      expect((await w.call(w.nobody, 'GET', '/v1/users')).statusCode).toBe(403);
    });

    it('scopes the users find to the partner and sorts by full name', async () => {
      const found = await w.call(w.partnerAdmin, 'POST', '/v1/users/find', {
        size: 500,
        sortField: 'fullName',
        sortOrder: 'ASC',
      });
      expect(found.statusCode).toBe(200);
      const rows = found.json().users as { partnerName: string | null }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((u) => u.partnerName === 'Шинный центр «Колесо»')).toBe(true);
    });
  });

  describe('POST /v1/users', () => {
    it('creates an invited user, sends the invitation and writes the journal', async () => {
      const email = uniqueEmail();
      const response = await newUser(w.admin, {
        email: `  ${email.toUpperCase()} `,
        lastName: 'Новикова',
        firstName: 'Анна',
        phone: '+7 916 111-22-33',
        partnerId: w.tiresId,
        officeId: w.tiresOffices[0],
      });
      expect(response.statusCode).toBe(200);
      const card = response.json() as UserCard;
      expect(card).toMatchObject({ email, status: 'invited', partner: { id: w.tiresId } });
      expect(card.offices.map((o) => o.officeId)).toEqual([w.tiresOffices[0]]);
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mail.subject).toBe('Приглашение в консоль Автосервиса');
      expect(mail.text).toMatch(/\/signup\/\S+/);
      expect(await lastAudit(card.id)).toMatchObject({ action: 'create', partnerId: w.tiresId });
    });

    it('refuses a taken e-mail with the seed’s message, and bad fields with theirs', async () => {
      expectFieldError(
        await newUser(w.admin, { email: 'Admin@demo.ru', lastName: 'Иванов', firstName: 'Иван' }),
        'email',
        EMAIL_TAKEN,
      );
      const bad = await newUser(w.admin, { email: 'not-an-email', lastName: '', firstName: 'Ivan' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toMatchObject({
        email: 'Некорректный email',
        lastName: 'Укажите фамилию',
        firstName: 'Поддерживается только кириллица',
      });
      expectFieldError(
        await newUser(w.admin, {
          email: uniqueEmail(),
          lastName: 'Иванов',
          firstName: 'Иван',
          partnerId: w.tiresId,
          officeId: w.towOffices[0],
        }),
        'officeId',
        'Офис не принадлежит партнёру пользователя',
      );
      expect(
        (await newUser(w.nobody, { email: uniqueEmail(), lastName: 'Иванов', firstName: 'Иван' })).statusCode,
      ).toBe(403);
    });

    it('puts a user created by partner staff into their partner, whatever was sent', async () => {
      const response = await newUser(w.partnerAdmin, {
        email: uniqueEmail(),
        lastName: 'Петров',
        firstName: 'Пётр',
        partnerId: w.towId,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().partner.id).toBe(w.tiresId);
      const foreignOffice = await newUser(w.partnerAdmin, {
        email: uniqueEmail(),
        lastName: 'Петров',
        firstName: 'Пётр',
        officeId: w.towOffices[0],
      });
      expectFieldError(foreignOffice, 'officeId', 'Офис не найден');
    });
  });

  describe('POST /v1/users/check_email', () => {
    it('tells a free address from a taken one, in any case', async () => {
      const free = await w.call(w.admin, 'POST', '/v1/users/check_email', { email: uniqueEmail() });
      expect(free.json()).toMatchObject({ free: true, message: null });
      const taken = await w.call(w.partnerAdmin, 'POST', '/v1/users/check_email', { email: 'ADMIN@demo.ru' });
      expect(taken.json()).toEqual({ email: 'admin@demo.ru', free: false, message: EMAIL_TAKEN });
      expectFieldError(await w.call(w.admin, 'POST', '/v1/users/check_email', { email: '' }), 'email', 'Укажите email');
      expect((await w.call(w.nobody, 'POST', '/v1/users/check_email', { email: uniqueEmail() })).statusCode).toBe(403);
    });
  });

  describe('PUT /v1/users/{id}', () => {
    const edit = { lastName: 'Правкин', firstName: 'Иван', middleName: 'Ильич', phone: '+7 (916) 000-11-22' };

    it('changes names and phone; blocking ends the user’s sessions, unblocking lets him in again', async () => {
      const user = await createTestUser(t.db, { partnerId: w.tiresId });
      const session = await login(t.app, user.email, user.password!);
      expect((await w.call(session, 'GET', '/v1/users/profile')).statusCode).toBe(200);
      const changed = await w.call(w.partnerAdmin, 'PUT', `/v1/users/${user.id}`, edit);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ fullName: 'Правкин Иван Ильич', phone: '+7 (916) 000-11-22' });
      const blocked = await w.call(w.admin, 'PUT', `/v1/users/${user.id}`, {
        ...edit,
        partnerId: w.tiresId,
        status: 'blocked',
      });
      expect(blocked.json().status).toBe('blocked');
      expect((await w.call(session, 'GET', '/v1/users/profile')).statusCode).toBe(430);
      expect(await lastAudit(user.id)).toMatchObject({ action: 'block' });
      await w.call(w.admin, 'PUT', `/v1/users/${user.id}`, { ...edit, partnerId: w.tiresId, status: 'active' });
      expect(
        (await w.call(await login(t.app, user.email, user.password!), 'GET', '/v1/users/profile')).statusCode,
      ).toBe(200);
    });

    it('moving a user to another partner drops his old partner’s offices and roles', async () => {
      const user = await createTestUser(t.db, { partnerId: w.tiresId, officeId: w.tiresOffices[0] });
      await t.db.insert(officeUsers).values({ userId: user.id, officeId: w.tiresOffices[0] });
      const [tiresRole] = await t.db
        .insert(roles)
        .values({ name: `Роль шин ${user.id}`, partnerId: w.tiresId })
        .returning();
      await t.db.insert(userRoles).values({ userId: user.id, roleId: tiresRole.id });
      const moved = await w.call(w.admin, 'PUT', `/v1/users/${user.id}`, {
        ...edit,
        partnerId: w.towId,
        officeId: w.towOffices[0],
      });
      expect(moved.statusCode).toBe(200);
      const card = moved.json() as UserCard;
      expect(card).toMatchObject({ partner: { id: w.towId }, office: { id: w.towOffices[0] }, roles: [] });
      expect(card.offices.map((o) => o.officeId)).toEqual([w.towOffices[0]]);
    });

    it('sends an invited user back to invited when unblocked', async () => {
      const invited = await createTestUser(t.db, { password: null });
      await w.call(w.admin, 'PUT', `/v1/users/${invited.id}`, { ...edit, status: 'blocked' });
      const back = await w.call(w.admin, 'PUT', `/v1/users/${invited.id}`, { ...edit, status: 'active' });
      expect(back.json().status).toBe('invited');
    });

    it('refuses self-blocking, bad fields, a caller without the key and another partner’s user', async () => {
      expectFieldError(
        await w.call(w.partnerAdmin, 'PUT', `/v1/users/${w.partnerAdminId}`, { ...edit, status: 'blocked' }),
        'status',
        'Нельзя заблокировать самого себя',
      );
      const user = await createTestUser(t.db, { partnerId: w.tiresId });
      expectFieldError(
        await w.call(w.admin, 'PUT', `/v1/users/${user.id}`, { ...edit, status: 'invited' }),
        'status',
        'Статус: active или blocked',
      );
      expect((await w.call(w.nobody, 'PUT', `/v1/users/${user.id}`, edit)).statusCode).toBe(403);
      const foreign = await createTestUser(t.db, { partnerId: w.towId });
      expect((await w.call(w.partnerAdmin, 'PUT', `/v1/users/${foreign.id}`, edit)).statusCode).toBe(404);
    });
  });

  describe('GET /v1/users/partner/token/{id}', () => {
    it('issues a long-lived token that works; a new one revokes it, and so does blocking', async () => {
      const user = await createTestUser(t.db, { partnerId: w.tiresId });
      const first = await w.call(w.partnerAdmin, 'GET', `/v1/users/partner/token/${user.id}`);
      expect(first.statusCode).toBe(200);
      const { token, issuedAt } = first.json() as { token: string; issuedAt: number };
      expect(Math.abs(issuedAt - Date.now() / 1000)).toBeLessThan(60);
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(payload.exp - payload.iat).toBe(365 * 24 * 3600);
      expect((await w.call(token, 'GET', '/v1/users/profile')).json().email).toBe(user.email);
      const second = (await w.call(w.admin, 'GET', `/v1/users/partner/token/${user.id}`)).json().token as string;
      expect((await w.call(token, 'GET', '/v1/users/profile')).statusCode).toBe(430);
      expect((await w.call(second, 'GET', '/v1/users/profile')).statusCode).toBe(200);
      await w.call(w.admin, 'PUT', `/v1/users/${user.id}`, {
        lastName: 'Тестов',
        firstName: 'Тест',
        partnerId: w.tiresId,
        status: 'blocked',
      });
      expect((await w.call(second, 'GET', '/v1/users/profile')).statusCode).toBe(430);
    });

    it('refuses a caller without the update flag, an invited user and another partner’s user', async () => {
      const foreign = await createTestUser(t.db, { partnerId: w.towId });
      expect((await w.call(w.nobody, 'GET', `/v1/users/partner/token/${foreign.id}`)).statusCode).toBe(403);
      expect((await w.call(w.partnerAdmin, 'GET', `/v1/users/partner/token/${foreign.id}`)).statusCode).toBe(404);
      const invited = await createTestUser(t.db, { password: null });
      const refused = await w.call(w.admin, 'GET', `/v1/users/partner/token/${invited.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Токен выдаётся только активному пользователю');
      expectFieldError(
        await w.call(w.admin, 'GET', '/v1/users/partner/token/0'),
        'id',
        'Некорректный идентификатор пользователя',
      );
    });
  });

  describe('POST /v1/users/reinvite', () => {
    it('re-sends the invitation to an invited user of the scope only', async () => {
      const mine = await createTestUser(t.db, { partnerId: w.tiresId, password: null });
      const response = await w.call(w.partnerAdmin, 'POST', '/v1/users/reinvite', { email: mine.email });
      expect(response.statusCode).toBe(200);
      expect(await lastAudit(mine.id)).toMatchObject({ action: 'reinvite' });
      const foreign = await createTestUser(t.db, { partnerId: w.towId, password: null });
      expect((await w.call(w.partnerAdmin, 'POST', '/v1/users/reinvite', { email: foreign.email })).statusCode).toBe(
        404,
      );
      expect((await w.call(w.nobody, 'POST', '/v1/users/reinvite', { email: mine.email })).statusCode).toBe(403);
    });
  });
});
