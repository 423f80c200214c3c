import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { seoPageFaqs, seoPages } from '../../../src/server/content/contentSchema';
import {
  SEO_PAGE_MESSAGES,
  type SeoPage,
  type SeoPageNode,
  type SeoPagesPage,
} from '../../../src/shared/schemas/content/seoPages';
import { login, openTestApp } from '../buildTestApp';
import { partnerId, TYRE_PARTNER } from '../pricing/promoFixtures';
import { seoCalls, seoUser, UNSAFE_HTML, uniqueSlug } from './seoFixtures';

describe('SEO pages (/v1/users/seo_pages)', () => {
  const t = openTestApp();
  let admin = '';
  const { call, ok, refused, createPage } = seoCalls(
    () => t.app,
    () => admin,
  );
  const put = (page: SeoPage, fields: Record<string, unknown>) => ({ ...page, ...fields });

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
  });

  it('creates roots and children with their paths, lists a level by sort then id, and audits', async () => {
    const root = await createPage({ title: 'Корень', sort: 5, content: '<p><strong>Текст</strong></p>' });
    expect(root).toMatchObject({ parentId: null, path: `/${root.slug}`, sort: 5, indexedAt: null });
    expect(root.content).toBe('<p><strong>Текст</strong></p>');
    const b = await createPage({ parentId: root.id, sort: 2, slug: `b-${root.slug}` });
    const a = await createPage({ parentId: root.id, sort: 1, h1: 'H1', metaTitle: 'Мета' });
    const c = await createPage({ parentId: root.id, sort: 2 });
    expect(b.path).toBe(`${root.path}/${b.slug}`);
    expect(a).toMatchObject({ h1: 'H1', metaTitle: 'Мета', metaDescription: null });

    const children = await ok<SeoPage[]>('GET', `/v1/users/seo_pages?serviceId=69&parentId=${root.id}`);
    expect(children.map((p) => p.id)).toEqual([a.id, b.id, c.id]);
    const roots = await ok<SeoPage[]>('GET', '/v1/users/seo_pages?serviceId=69');
    expect(roots.map((p) => p.id)).toContain(root.id);
    expect(roots.every((p) => p.parentId === null && p.serviceId === 69)).toBe(true);
    expect((await ok<SeoPage[]>('GET', '/v1/users/seo_pages?serviceId=13')).map((p) => p.id)).not.toContain(root.id);
    expect((await refused('GET', '/v1/users/seo_pages?parentId=99999999', undefined, 404)).message).toBe(
      SEO_PAGE_MESSAGES.notFound,
    );

    const audit = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'seo_page'), eq(auditJournal.entityId, root.id)))
      .orderBy(asc(auditJournal.id));
    expect(audit.map((x) => x.action)).toEqual(['create']);
  });

  it('checks the body: slug format, required title, taken path, parent of another service, unknown service', async () => {
    const bad = await refused(
      'POST',
      '/v1/users/seo_pages',
      { serviceId: 69, title: 'Шины', slug: 'Зимние Шины' },
      400,
    );
    expect(bad).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { slug: SEO_PAGE_MESSAGES.slugFormat } });
    const empty = await refused('POST', '/v1/users/seo_pages', { serviceId: 69, title: ' ', slug: '' }, 400);
    expect(empty.details).toMatchObject({ title: 'Укажите заголовок страницы', slug: SEO_PAGE_MESSAGES.slugRequired });

    const root = await createPage({});
    const taken = await refused('POST', '/v1/users/seo_pages', { serviceId: 69, title: 'Дубль', slug: root.slug }, 409);
    expect(taken.message).toBe('Страница с таким адресом уже есть');
    // The same slug is free in another service and under another parent.
    await createPage({ serviceId: 13, slug: root.slug });
    await createPage({ parentId: root.id, slug: root.slug });

    const other = await refused(
      'POST',
      '/v1/users/seo_pages',
      { serviceId: 13, title: 'X', slug: uniqueSlug(), parentId: root.id },
      400,
    );
    expect(other.details).toEqual({ parentId: SEO_PAGE_MESSAGES.otherService });
    const noParent = await refused(
      'POST',
      '/v1/users/seo_pages',
      { serviceId: 69, title: 'X', slug: uniqueSlug(), parentId: 99999999 },
      400,
    );
    expect(noParent.details).toEqual({ parentId: SEO_PAGE_MESSAGES.parentNotFound });
    const noService = await refused(
      'POST',
      '/v1/users/seo_pages',
      { serviceId: 99999999, title: 'X', slug: uniqueSlug() },
      400,
    );
    expect(noService.details).toEqual({ serviceId: SEO_PAGE_MESSAGES.serviceNotFound });
  });

  it('updates and re-parents a page: the paths below it follow; a cycle or another service is refused', async () => {
    const left = await createPage({});
    const right = await createPage({});
    const moved = await createPage({ parentId: left.id });
    const grandchild = await createPage({ parentId: moved.id });

    const after = await ok<SeoPage>(
      'PUT',
      '/v1/users/seo_pages',
      put(moved, { parentId: right.id, title: 'Перенесена' }),
    );
    expect(after).toMatchObject({ parentId: right.id, title: 'Перенесена', path: `${right.path}/${moved.slug}` });
    const [row] = await t.db.select().from(seoPages).where(eq(seoPages.id, grandchild.id));
    expect(row.path).toBe(`${right.path}/${moved.slug}/${grandchild.slug}`);

    // A new slug of the top page renames every path below it.
    const renamed = await ok<SeoPage>('PUT', '/v1/users/seo_pages', put(right, { slug: uniqueSlug('r') }));
    const [deep] = await t.db.select().from(seoPages).where(eq(seoPages.id, grandchild.id));
    expect(deep.path).toBe(`${renamed.path}/${moved.slug}/${grandchild.slug}`);

    for (const parentId of [right.id, grandchild.id]) {
      const cycle = await refused('PUT', '/v1/users/seo_pages', put(renamed, { parentId }), 400);
      expect(cycle.details).toEqual({ parentId: SEO_PAGE_MESSAGES.cycle });
    }
    const serviceMove = await refused('PUT', '/v1/users/seo_pages', put(renamed, { serviceId: 13 }), 400);
    expect(serviceMove.details).toEqual({ serviceId: SEO_PAGE_MESSAGES.serviceFixed });
    const elsewhere = await createPage({ serviceId: 13 });
    const cross = await refused('PUT', '/v1/users/seo_pages', put(renamed, { parentId: elsewhere.id }), 400);
    expect(cross.details).toEqual({ parentId: SEO_PAGE_MESSAGES.otherService });

    // Back to a root: a taken path is refused and nothing moves.
    const clash = await createPage({ slug: moved.slug });
    expect((await refused('PUT', '/v1/users/seo_pages', put(after, { parentId: null }), 409)).message).toBe(
      SEO_PAGE_MESSAGES.pathTaken,
    );
    expect((await t.db.select().from(seoPages).where(eq(seoPages.id, grandchild.id)))[0].path).toBe(deep.path);
    expect(clash.path).toBe(`/${moved.slug}`);

    const missing = await refused('PUT', '/v1/users/seo_pages', put(after, { id: 99999999 }), 404);
    expect(missing.message).toBe(SEO_PAGE_MESSAGES.notFound);
  });

  it('deletes a leaf with its FAQ for good, refuses a page with children, 404 after', async () => {
    const parent = await createPage({});
    const leaf = await createPage({ parentId: parent.id });
    await ok('POST', '/v1/users/seo_page_faqs', { seoPageId: leaf.id, question: 'Вопрос?', answer: '<p>Ответ</p>' });

    const busy = await refused('DELETE', `/v1/users/seo_pages/${parent.id}`, undefined, 409);
    expect(busy).toMatchObject({ errorCode: 'INELIGIBLE_STATE', message: SEO_PAGE_MESSAGES.hasChildren });

    expect((await ok<SeoPage>('DELETE', `/v1/users/seo_pages/${leaf.id}`)).id).toBe(leaf.id);
    expect(await t.db.select().from(seoPageFaqs).where(eq(seoPageFaqs.seoPageId, leaf.id))).toEqual([]);
    await refused('DELETE', `/v1/users/seo_pages/${leaf.id}`, undefined, 404);
    await ok('DELETE', `/v1/users/seo_pages/${parent.id}`);
    const audit = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'seo_page'), eq(auditJournal.entityId, leaf.id)))
      .orderBy(asc(auditJournal.id));
    expect(audit.map((x) => x.action)).toEqual(['create', 'delete']);
  });

  it('reindexes: rebuilds the paths of the page and its descendants from the slugs and sets indexedAt', async () => {
    const root = await createPage({});
    const child = await createPage({ parentId: root.id });
    await t.db
      .update(seoPages)
      .set({ path: `/stale-${root.id}` })
      .where(eq(seoPages.id, root.id));
    await t.db
      .update(seoPages)
      .set({ path: `/stale-${child.id}` })
      .where(eq(seoPages.id, child.id));

    const indexed = await ok<SeoPage>('POST', '/v1/users/seo_pages/reindex', { seoPageId: root.id });
    expect(indexed.path).toBe(root.path);
    expect(indexed.indexedAt).toBeGreaterThan(0);
    const [row] = await t.db.select().from(seoPages).where(eq(seoPages.id, child.id));
    expect(row.path).toBe(child.path);
    await refused('POST', '/v1/users/seo_pages/reindex', { seoPageId: 99999999 }, 404);
    const invalid = await refused('POST', '/v1/users/seo_pages/reindex', {}, 400);
    expect(invalid.details).toEqual({ seoPageId: 'Укажите страницу' });
  });

  it('answers the tree nested, each level by sort, and the paged find with search', async () => {
    const root = await createPage({ sort: -1000, title: 'Дерево' });
    const second = await createPage({ parentId: root.id, sort: 2, slug: uniqueSlug('a') });
    const first = await createPage({ parentId: root.id, sort: 1, slug: uniqueSlug('b') });
    const deep = await createPage({ parentId: first.id });

    const tree = await ok<SeoPageNode[]>('GET', '/v1/users/seo_pages/tree/?serviceId=69');
    expect(tree.every((n) => n.serviceId === 69 && n.parentId === null)).toBe(true);
    const mine = tree.find((n) => n.id === root.id)!;
    expect(mine.children.map((n) => n.id)).toEqual([first.id, second.id]);
    expect(mine.children[0].children.map((n) => n.id)).toEqual([deep.id]);
    const sorts = tree.map((n) => n.sort);
    expect(sorts).toEqual([...sorts].sort((x, y) => x - y));

    const page = await ok<SeoPagesPage>('POST', '/v1/users/seo_pages/find', {
      offset: 0,
      size: 2,
      sortField: 'path',
      sortOrder: 'asc',
      serviceId: 69,
      search: root.slug,
    });
    expect(page.total).toBe(4);
    // By path: the root, then its children by slug ('a-...' before 'b-...').
    expect(page.items.map((p) => p.id)).toEqual([root.id, second.id]);
    const bad = await refused('POST', '/v1/users/seo_pages/find', { sortField: 'content' }, 400);
    expect(bad.errorCode).toBe('VALIDATION_ERROR');
  });

  it('never gives back a <script> or an onerror=, on write or on read of a row stored past the API', async () => {
    const page = await createPage({ content: UNSAFE_HTML });
    expect(page.content).toBe('<p>Ответ</p>');
    const [row] = await t.db
      .insert(seoPages)
      .values({
        serviceId: 69,
        title: 'Импорт',
        slug: uniqueSlug('imp'),
        path: `/${uniqueSlug('imp')}`,
        content: UNSAFE_HTML,
      })
      .returning();
    for (const url of ['/v1/users/seo_pages?serviceId=69', '/v1/users/seo_pages/tree/?serviceId=69']) {
      const response = await call('GET', url);
      expect(response.body).toContain(`"id":${row.id}`);
      expect(response.body).not.toMatch(/<script|onerror=/i);
    }
    const found = await call('POST', '/v1/users/seo_pages/find', { serviceId: 69, search: 'Импорт', size: 500 });
    expect(found.body).not.toMatch(/<script|onerror=/i);
    await t.db.delete(seoPages).where(eq(seoPages.id, row.id));
  });

  it('needs the seo.tree key; partner staff may not write the platform content', async () => {
    const none = await seoUser(t.app, t.db, []);
    expect((await call('GET', '/v1/users/seo_pages/tree/?serviceId=69', undefined, none.token)).statusCode).toBe(403);
    const reader = await seoUser(t.app, t.db, ['available']);
    expect((await call('GET', '/v1/users/seo_pages?serviceId=69', undefined, reader.token)).statusCode).toBe(200);
    const body = { serviceId: 69, title: 'X', slug: uniqueSlug() };
    expect((await call('POST', '/v1/users/seo_pages', body, reader.token)).statusCode).toBe(403);
    const partner = await seoUser(t.app, t.db, ['available', 'permissionInsert'], await partnerId(t.db, TYRE_PARTNER));
    expect((await call('POST', '/v1/users/seo_pages', body, partner.token)).statusCode).toBe(403);
  });
});
