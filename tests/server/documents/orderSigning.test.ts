import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/password';
import { orderSignLinks, partnerDocTemplates } from '../../../src/server/documents/documentsSchema';
import type { OrderDocument, SignedDoc, SignLink } from '../../../src/shared/schemas/orders/orderDocuments';
import { createTestUser, openTestApp } from '../buildTestApp';
import {
  archiveOrder,
  caller,
  createTestOrder,
  expectFieldError,
  holdOrder,
  lastHistory,
  loginAll,
  type Tokens,
} from '../orders/orderPartsFixtures';

// Signing an order's documents: the link with its SMS code, the code's rules and attempts, the signed documents.
// The code is random and stored hashed, so the tests put a hash of a known code in its place.

const CODE = '246810';

describe('signing order documents (/v2/orders/{id}/docs/generate_and_send_links, sms_code/verify, signed_doc_urls)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let call: ReturnType<typeof caller>;
  let actId = 0;
  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
    actId = (
      await t.db.select().from(partnerDocTemplates).where(eq(partnerDocTemplates.name, 'Акт выполненных работ'))
    )[0].id;
  });

  /** An order with one generated document. */
  async function orderWithDoc() {
    const orderId = await createTestOrder(t.db);
    const [doc] = (
      await call(tokens.operator, 'POST', `/v2/orders/${orderId}/docs`, { templateIds: [actId] })
    ).json() as OrderDocument[];
    return { orderId, doc };
  }
  const send = (orderId: number, body: object, token = tokens.operator) =>
    call(token, 'POST', `/v2/orders/${orderId}/docs/generate_and_send_links`, body);
  const verify = (orderId: number, body: object, token = tokens.operator) =>
    call(token, 'POST', `/v2/orders/${orderId}/docs/sms_code/verify`, body);
  async function sentLink(orderId: number, documentIds: number[]) {
    const link = (await send(orderId, { documentIds, phone: '+7 (916) 123-45-67' })).json() as SignLink;
    await t.db
      .update(orderSignLinks)
      .set({ smsCodeHash: await hashPassword(CODE) })
      .where(eq(orderSignLinks.id, link.linkId));
    return link;
  }

  it('sends a link with a random token, valid for 24 hours, and writes the history', async () => {
    const { orderId, doc } = await orderWithDoc();
    const response = await send(orderId, { documentIds: [doc.id], phone: '8 916 123-45-67' });
    expect(response.statusCode).toBe(200);
    const link = response.json() as SignLink;
    expect(link.url).toMatch(/^\/sign\/[\w-]{32}$/);
    expect(link.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(24 * 3600 - 60);
    const [row] = await t.db.select().from(orderSignLinks).where(eq(orderSignLinks.id, link.linkId));
    expect(row).toMatchObject({ phone: '+79161234567', documentIds: [doc.id], attempts: 0, signedAt: null });
    expect(row.smsCodeHash).toMatch(/^scrypt\$/);
    expect((await lastHistory(t.db, orderId)).text).toBe(
      'Документы отправлены на подпись на номер +79161234567: «Акт выполненных работ»',
    );
    // The SMS lands in the outbox with the code; the code it carries signs.
    const outbox = (await call(tokens.admin, 'GET', '/v1/sms/outbox')).json() as { phone: string; text: string }[];
    const sms = outbox.find((s) => s.text.includes(link.url))!;
    expect(sms.phone).toBe('+79161234567');
    const code = /: (\d{6})\./.exec(sms.text)![1];
    expect((await verify(orderId, { linkId: link.linkId, smsCode: code })).statusCode).toBe(200);
    expect((await call(tokens.operator, 'GET', '/v1/sms/outbox')).statusCode).toBe(403);
  });

  it('answers each message of the link, 404 for a document of another order, 403 and 409', async () => {
    const { orderId, doc } = await orderWithDoc();
    expectFieldError(
      await send(orderId, { documentIds: [], phone: '+79161234567' }),
      'documentIds',
      'Выберите документы',
    );
    expectFieldError(await send(orderId, { documentIds: [doc.id], phone: '' }), 'phone', 'Укажите телефон');
    expectFieldError(
      await send(orderId, { documentIds: [doc.id], phone: '12345' }),
      'phone',
      'Ошибка ввода телефонного номера',
    );
    const other = await orderWithDoc();
    const foreign = await send(orderId, { documentIds: [other.doc.id], phone: '+79161234567' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Документ не найден');
    expect((await send(orderId, { documentIds: [doc.id], phone: '+79161234567' }, tokens.nobody)).statusCode).toBe(403);
    const holder = await createTestUser(t.db, { lastName: 'Подписантов', firstName: 'Олег' });
    await holdOrder(t.db, orderId, holder.id);
    expect((await send(orderId, { documentIds: [doc.id], phone: '+79161234567' })).json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Заявка заблокирована пользователем Подписантов Олег. Изменения невозможны.',
    });
  });

  it('checks the code: digits only, at most 6, required', async () => {
    const { orderId, doc } = await orderWithDoc();
    const link = await sentLink(orderId, [doc.id]);
    expectFieldError(await verify(orderId, { linkId: link.linkId, smsCode: '' }), 'smsCode', 'Введите код из СМС');
    expectFieldError(
      await verify(orderId, { linkId: link.linkId, smsCode: '12a4' }),
      'smsCode',
      'Поддерживаются только цифры',
    );
    expectFieldError(
      await verify(orderId, { linkId: link.linkId, smsCode: '1234567' }),
      'smsCode',
      'Максимальная длина 6 символов',
    );
    // Refused by the rules, never counted.
    expect((await t.db.select().from(orderSignLinks).where(eq(orderSignLinks.id, link.linkId)))[0].attempts).toBe(0);
  });

  it('counts wrong codes, then refuses the sixth attempt even with the right code', async () => {
    const { orderId, doc } = await orderWithDoc();
    const link = await sentLink(orderId, [doc.id]);
    for (const left of [4, 3, 2, 1, 0]) {
      const wrong = await verify(orderId, { linkId: link.linkId, smsCode: '111111' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        message: 'Неверный код',
        errorCode: 'VALIDATION_ERROR',
        details: { smsCode: `Неверный код. Осталось попыток: ${left}`, attemptsLeft: String(left) },
      });
    }
    const locked = await verify(orderId, { linkId: link.linkId, smsCode: CODE });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Превышено число попыток, отправьте ссылку заново',
    });
    // A new link starts afresh.
    const again = await sentLink(orderId, [doc.id]);
    expect((await verify(orderId, { linkId: again.linkId, smsCode: CODE })).statusCode).toBe(200);
  });

  it('signs with the right code: the documents, the history, the signed list; a second time is refused', async () => {
    const { orderId, doc } = await orderWithDoc();
    const link = await sentLink(orderId, [doc.id]);
    const response = await verify(orderId, { linkId: link.linkId, smsCode: CODE });
    expect(response.statusCode).toBe(200);
    const signed = response.json() as SignedDoc[];
    expect(signed).toEqual([
      {
        documentId: doc.id,
        title: 'Акт выполненных работ',
        signedAt: expect.any(Number),
        url: `/v1/orders/docs/${doc.id}/file`,
      },
    ]);
    expect((await lastHistory(t.db, orderId)).text).toBe('Документы подписаны кодом из СМС: «Акт выполненных работ»');

    expect((await call(tokens.operator, 'GET', `/v1/orders/${orderId}/signed_doc_urls`)).json()).toEqual(signed);
    const docs = (await call(tokens.operator, 'GET', `/v1/orders/${orderId}/docs`)).json() as OrderDocument[];
    expect(docs[0].signedDate).toBe(signed[0].signedAt);

    const twice = await verify(orderId, { linkId: link.linkId, smsCode: CODE });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Документы по этой ссылке уже подписаны');
    expect((await call(tokens.nobody, 'GET', `/v1/orders/${orderId}/signed_doc_urls`)).statusCode).toBe(403);
    expect((await call(tokens.operator, 'GET', '/v1/orders/999999999/signed_doc_urls')).statusCode).toBe(404);
  });

  it('refuses an expired or unknown link, and any change of a held or archived order', async () => {
    const { orderId, doc } = await orderWithDoc();
    const link = await sentLink(orderId, [doc.id]);
    await t.db
      .update(orderSignLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderSignLinks.id, link.linkId));
    expect((await verify(orderId, { linkId: link.linkId, smsCode: CODE })).json()).toMatchObject({
      message: 'Срок действия ссылки истёк, отправьте ссылку заново',
    });
    const unknown = await verify(orderId, { linkId: 999_999_999, smsCode: CODE });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ссылка на подписание не найдена');

    const fresh = await sentLink(orderId, [doc.id]);
    await archiveOrder(t.db, orderId);
    expect((await verify(orderId, { linkId: fresh.linkId, smsCode: CODE })).json().message).toBe(
      'Заявка в архиве, изменения невозможны',
    );
    expect((await verify(orderId, { linkId: fresh.linkId, smsCode: CODE }, tokens.nobody)).statusCode).toBe(403);
  });
});
