import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, navigateInApp, signIn } from './helpers';

// At 1440×900 every list fits its content area with its default columns (no sideways scroll, every header in
// view), a deleted row carries its «Удалён» mark in the primary column, every /orders column sorts on the server,
// and the header row costs two Tab presses: the active header and its width handle, a keyboard separator with a
// visible outline that does not scroll the table.

test.use({ viewport: { width: 1440, height: 900 } });

/** The list screens an admin opens from the menu (those that show a data table). */
const LIST_ROUTES = [
  '/orders',
  '/orders/archive',
  '/orders/evacuator',
  '/avarcom/orders',
  '/tavarcom/orders',
  '/tavarcom/orders/evacuation',
  '/tire/fitting',
  '/car/park',
  '/loss/adjustment',
  '/contacts/expired',
  '/partners',
  '/partners/legal',
  '/divisions',
  '/insurance',
  '/users',
  '/users/online',
  '/services',
  '/roles',
  '/operations',
  '/operations/permissions',
  '/audit',
  '/universalreference',
  '/carmen/users/',
  '/reconciliation',
  '/scheduler/tire/transfer',
  '/config/crontask',
  '/stream/balance',
  // The reports whose demo month has rows (the others show the empty text until a period with rows is chosen).
  '/reports/a3paidfine',
  '/reports/a3availability',
  '/reports/client/registration',
  '/reports/settlements-with-partners',
  '/reports/reconciliation',
  '/reports/mobile/statistics',
  '/reports/operator/statistics',
  '/reports/mobile/v2',
  '/reports/bonuses',
  '/reports/utm/appointments',
  '/reports/utm/orders',
  '/reports/t/avarcom',
  '/reports/t/avarcom/evacuation',
  '/reports/tbank/check',
  '/reports/bonus/statistics',
  '/reports/wheels/storage',
  '/reports/tyre/service',
  '/reports/paid/invoice',
  '/reports/client',
  '/reports/tyre/changes',
  '/reports/scheduler/duration',
];

const rows = (page: Page) => page.getByTestId('table-row');

/** Every data table on the page: its content no wider than its box, each header inside the box. */
async function expectTablesFit(page: Page, route: string) {
  const tables = page.getByTestId('table-scroll');
  await expect(tables.first(), route).toBeVisible();
  const sizes = await tables.evaluateAll((boxes) =>
    boxes.map((box) => {
      const right = box.getBoundingClientRect().right;
      const outside = [...box.querySelectorAll('thead th')]
        .filter((th) => th.getBoundingClientRect().right > right + 1)
        .map((th) => th.textContent);
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, outside };
    }),
  );
  for (const size of sizes) {
    expect(size.scrollWidth, `${route}: the table is wider than its box`).toBeLessThanOrEqual(size.clientWidth);
    expect(size.outside, `${route}: headers out of view`).toEqual([]);
  }
}

test('every list fits 1440 px with its default columns', async ({ page }) => {
  test.setTimeout(LIST_ROUTES.length * 20_000);
  await signIn(page, ADMIN);
  for (const route of LIST_ROUTES) {
    await navigateInApp(page, route);
    // The new screen's table, or its empty text: not what the last screen left.
    const shown = page.locator(
      ':is([data-testid="table-scroll"], :text("По Вашему запросу ничего не найдено")):not([data-left])',
    );
    await expect(shown.first(), route).toBeVisible();
    if ((await page.getByTestId('table-scroll').count()) > 0) await expectTablesFit(page, route);
  }
});

test('a deleted partner is marked «Удалён» in the name column', async ({ page }) => {
  await signIn(page, ADMIN);
  const token = await apiToken(page, ADMIN);
  const name = `Удаляемый партнёр ${Date.now()}`;
  const created = await page.request.post('/v1/partners', { data: { name }, headers: { authorization: token } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const deleted = await page.request.delete(`/v1/partners/${id}`, { headers: { authorization: token } });
  expect(deleted.ok(), await deleted.text()).toBe(true);

  await page.goto(`/partners?f.showDeleted=true&q=${encodeURIComponent(name)}`);
  const row = rows(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-deleted', 'true');
  const headers = await page.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-testid')));
  const nameCell = row.getByRole('cell').nth(headers.indexOf('column-name'));
  await expect(nameCell.getByTestId('row-deleted-mark')).toHaveText('Удалён');
  await expect(nameCell).toContainText(name);
  await expectTablesFit(page, '/partners (deleted shown)');
});

test('a click on an /orders column header sorts on the server by that column', async ({ page }) => {
  await signIn(page, ADMIN, '/orders');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('table-reloading')).toHaveCount(0);
  const before = await rows(page).allTextContents();

  for (const [header, field] of [
    ['Клиент', 'clientFio'],
    ['Сервис', 'serviceName'],
    ['Партнёр', 'partnerName'],
  ] as const) {
    const request = page.waitForRequest(
      (r) => r.url().includes('/v1/orders/find') && r.postDataJSON()?.sortField === field,
    );
    await page.getByRole('columnheader', { name: header }).getByRole('button').click();
    expect((await request).postDataJSON()).toMatchObject({ sortField: field, sortOrder: 'ASC' });
    await expect(page).toHaveURL(new RegExp(`sort=${field}`));
    await expect(page.getByTestId('table-reloading')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'ascending');
  }
  const byClient = page.waitForRequest(
    (r) => r.url().includes('/v1/orders/find') && r.postDataJSON()?.sortField === 'clientFio',
  );
  await page.getByRole('columnheader', { name: 'Клиент' }).getByRole('button').click();
  await byClient;
  await expect(page.getByTestId('table-reloading')).toHaveCount(0);
  expect(await rows(page).allTextContents()).not.toEqual(before);
  const descending = page.waitForRequest(
    (r) => r.url().includes('/v1/orders/find') && r.postDataJSON()?.sortOrder === 'DESC',
  );
  await page.getByRole('columnheader', { name: 'Клиент' }).getByRole('button').click();
  expect((await descending).postDataJSON()).toMatchObject({ sortField: 'clientFio', sortOrder: 'DESC' });
});

test('the header row is one tab stop; its width handle is a keyboard separator with an outline that does not scroll', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/orders');
  await expect(rows(page).first()).toBeVisible();
  // Only keyboard-operable handles are in the tab order, and only the active column's.
  const handles = page.getByRole('separator', { name: /Ширина колонки/ });
  const tabbable = await handles.evaluateAll((all) =>
    all
      .filter((h) => (h as HTMLElement).tabIndex >= 0)
      .map((h) => ({ valuenow: h.getAttribute('aria-valuenow'), orientation: h.getAttribute('aria-orientation') })),
  );
  expect(tabbable).toHaveLength(1);
  expect(tabbable[0].orientation).toBe('vertical');
  expect(Number(tabbable[0].valuenow)).toBeGreaterThan(0);

  const numberHeader = page.getByRole('columnheader', { name: '№' }).getByRole('button');
  await numberHeader.focus();
  await page.keyboard.press('ArrowRight');
  const dateHeader = page.getByRole('columnheader', { name: 'Дата создания' }).getByRole('button');
  await expect(dateHeader).toBeFocused();
  await page.keyboard.press('Tab');
  const handle = page.getByRole('separator', { name: 'Ширина колонки «Дата создания»' });
  await expect(handle).toBeFocused();
  const outline = await handle.evaluate((h) => {
    const style = getComputedStyle(h);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(await page.getByTestId('table-scroll').evaluate((box) => box.scrollLeft)).toBe(0);

  const width = Number(await handle.getAttribute('aria-valuenow'));
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(width + 10));
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', String(width));
  await expect(handle).toBeFocused();
  // The next Tab reaches the rows.
  await page.keyboard.press('Tab');
  await expect(rows(page).first()).toBeFocused();
});

test("the client card's «Автомобили» fits and marks a detached vehicle in the plate column", async ({ page }) => {
  await signIn(page, ADMIN);
  // The demo's first client has a detached Lada among his vehicles.
  await page.goto('/client/1/');
  await page.getByRole('tab', { name: 'Автомобили' }).click();
  const table = page.getByTestId('data-table-client.vehicles');
  const deleted = table.locator('[data-testid="table-row"][data-deleted="true"]');
  await expect(deleted.first()).toBeVisible();
  await expect(deleted.first().getByRole('cell').first().getByTestId('row-deleted-mark')).toHaveText('Удалён');
  await expect(table.getByRole('columnheader', { name: 'Состояние' })).toBeInViewport();
  await expectTablesFit(page, '/client/1/ Автомобили');
});
