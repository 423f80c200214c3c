import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { seoPageFaqs } from '../../../src/server/content/contentSchema';
import { SEO_FAQ_MESSAGES, type SeoPageFaq } from '../../../src/shared/schemas/content/seoPageFaqs';
import { SEO_PAGE_MESSAGES, type SeoPage } from '../../../src/shared/schemas/content/seoPages';
import { login, openTestApp } from '../buildTestApp';
import { partnerId, TYRE_PARTNER } from '../pricing/promoFixtures';
import { seoCalls, seoUser, UNSAFE_HTML } from './seoFixtures';

describe('SEO page FAQ (/v1/users/seo_page_faqs)', () => {
  const t = openTestApp();
  let admin = '';
  let page: SeoPage;
  const { call, ok, refused, createPage } = seoCalls(
    () => t.app,
    () => admin,
  );
  const faq = (fields: Record<string, unknown> = {}) =>
    ok<SeoPageFaq>('POST', '/v1/users/seo_page_faqs', {
      seoPageId: page.id,
      question: 'Сколько стоит?',
      answer: '<p>Недорого</p>',
      ...fields,
    });

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    page = await createPage({});
  });

  it('adds, lists by sort then id, changes and deletes questions, auditing each', async () => {
    const late = await faq({ sort: 20, question: 'Последний?' });
    const b = await faq({ sort: 10, question: 'Второй?' });
    const a = await faq({ sort: 10, question: 'Первый?', answer: '<p><strong>Да</strong></p>' });
    expect(a).toMatchObject({
      seoPageId: page.id,
      sort: 10,
      question: 'Первый?',
      answer: '<p><strong>Да</strong></p>',
    });
    expect((await ok<SeoPageFaq[]>('GET', `/v1/users/seo_page_faqs?seoPageId=${page.id}`)).map((f) => f.id)).toEqual([
      b.id,
      a.id,
      late.id,
    ]);

    const changed = await ok<SeoPageFaq>('PUT', `/v1/users/seo_page_faqs/${late.id}`, {
      seoPageId: page.id,
      sort: 1,
      question: '  Теперь первый?  ',
      answer: '<p>Да</p>',
    });
    expect(changed).toMatchObject({ id: late.id, sort: 1, question: 'Теперь первый?' });
    expect((await ok<SeoPageFaq[]>('GET', `/v1/users/seo_page_faqs?seoPageId=${page.id}`))[0].id).toBe(late.id);

    expect((await ok<SeoPageFaq>('DELETE', `/v1/users/seo_page_faqs/${b.id}`)).id).toBe(b.id);
    expect((await ok<SeoPageFaq[]>('GET', `/v1/users/seo_page_faqs?seoPageId=${page.id}`)).map((f) => f.id)).toEqual([
      late.id,
      a.id,
    ]);
    const audit = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'seo_page_faq'), eq(auditJournal.entityId, late.id)))
      .orderBy(asc(auditJournal.id));
    expect(audit.map((x) => x.action)).toEqual(['create', 'update']);
  });

  it('checks the body and answers 404 for unknown rows and pages', async () => {
    const empty = await refused(
      'POST',
      '/v1/users/seo_page_faqs',
      { seoPageId: page.id, question: ' ', answer: '' },
      400,
    );
    expect(empty.details).toEqual({
      question: SEO_FAQ_MESSAGES.questionRequired,
      answer: SEO_FAQ_MESSAGES.answerRequired,
    });
    // An answer that is nothing but a script is no answer.
    const onlyScript = await refused(
      'POST',
      '/v1/users/seo_page_faqs',
      { seoPageId: page.id, question: 'Вопрос?', answer: '<script>alert(1)</script>' },
      400,
    );
    expect(onlyScript.details).toEqual({ answer: SEO_FAQ_MESSAGES.answerRequired });
    const noPage = await refused(
      'POST',
      '/v1/users/seo_page_faqs',
      { seoPageId: 99999999, question: 'Вопрос?', answer: '<p>Ответ</p>' },
      400,
    );
    expect(noPage.details).toEqual({ seoPageId: 'Страница не найдена' });
    expect((await refused('GET', '/v1/users/seo_page_faqs', undefined, 400)).details).toEqual({
      seoPageId: 'Укажите страницу',
    });
    expect((await refused('GET', '/v1/users/seo_page_faqs?seoPageId=99999999', undefined, 404)).message).toBe(
      SEO_PAGE_MESSAGES.notFound,
    );
    const body = { seoPageId: page.id, question: 'Вопрос?', answer: '<p>Ответ</p>' };
    expect((await refused('PUT', '/v1/users/seo_page_faqs/99999999', body, 404)).message).toBe(
      SEO_FAQ_MESSAGES.notFound,
    );
    await refused('DELETE', '/v1/users/seo_page_faqs/99999999', undefined, 404);
    await refused('DELETE', '/v1/users/seo_page_faqs/abc', undefined, 400);
  });

  it('never gives back a <script> or an onerror=, on write or on read of a row stored past the API', async () => {
    const written = await faq({ answer: UNSAFE_HTML });
    expect(written.answer).toBe('<p>Ответ</p>');
    const updated = await ok<SeoPageFaq>('PUT', `/v1/users/seo_page_faqs/${written.id}`, {
      seoPageId: page.id,
      question: 'Вопрос?',
      answer: `<p onclick="x()">Новый</p>${UNSAFE_HTML}`,
    });
    expect(updated.answer).not.toMatch(/<script|onerror=|onclick/i);
    const [stored] = await t.db.select().from(seoPageFaqs).where(eq(seoPageFaqs.id, written.id));
    expect(stored.answer).not.toMatch(/<script|onerror=/i);

    await t.db.insert(seoPageFaqs).values({ seoPageId: page.id, question: 'Импорт?', answer: UNSAFE_HTML });
    const response = await call('GET', `/v1/users/seo_page_faqs?seoPageId=${page.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Импорт?');
    expect(response.body).not.toMatch(/<script|onerror=/i);
  });

  it('needs the seo.tree key to read and a platform user to write', async () => {
    const none = await seoUser(t.app, t.db, []);
    expect((await call('GET', `/v1/users/seo_page_faqs?seoPageId=${page.id}`, undefined, none.token)).statusCode).toBe(
      403,
    );
    const partner = await seoUser(t.app, t.db, ['available', 'permissionInsert'], await partnerId(t.db, TYRE_PARTNER));
    const body = { seoPageId: page.id, question: 'Вопрос?', answer: '<p>Ответ</p>' };
    expect((await call('POST', '/v1/users/seo_page_faqs', body, partner.token)).statusCode).toBe(403);
  });
});
