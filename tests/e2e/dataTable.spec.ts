import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, chooseMenuItem, signIn } from './helpers';

const rows = (page: Page) => page.getByTestId('table-row');

test('the users list filters, pages, sorts and keeps it all in the URL; going back finds it as it was left', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/users');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByTestId('table-total')).toHaveText(/Всего: \d+/);

  await page.getByRole('button', { name: 'Фильтровать' }).click();
  await page.getByTestId('filter-panel').getByLabel('Статус').selectOption('active');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/f\.status=active/);
  await expect(rows(page).first()).toContainText('Активен');
  await expect(rows(page).filter({ hasText: 'Приглашён' })).toHaveCount(0);

  await page.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/offset=10/);
  // Users come by full name (the seed's sort): a click on ФИО turns it around. A new sort keeps the page; a new
  // search goes back to the first one.
  await page.getByRole('button', { name: 'ФИО' }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(page).toHaveURL(/order=DESC/);
  await page.getByTestId('table-search').fill('demo.ru');
  await expect(page).not.toHaveURL(/offset=/);
  await expect(page).toHaveURL(/q=demo\.ru/);

  await expect(page.getByTestId('table-reloading')).toHaveCount(0);
  const pageOne = (await rows(page).first().textContent()) ?? '';
  await page.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/offset=10/);
  // The URL changes at once; the rows only when page 2 has arrived.
  await expect(page.getByTestId('table-reloading')).toHaveCount(0);
  await expect(rows(page).first()).not.toHaveText(pageOne);
  const first = (await rows(page).first().textContent()) ?? '';
  // Keyboard: the first row takes the focus, arrows move it, Enter opens the row.
  await rows(page).first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/offset=10/);
  await expect(rows(page).first()).toHaveText(first);
  await expect(page.getByTestId('table-search')).toHaveValue('demo.ru');
});

test('column settings are saved, survive a reload and follow the user to another browser; reset brings the defaults', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN, '/users');
  await expect(page.getByTestId('column-phone')).toBeVisible();
  await page.getByTestId('table-columns').click();
  await page.getByRole('checkbox', { name: 'Телефон' }).uncheck();
  await page.getByRole('button', { name: 'Выше: Статус' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('column-phone')).toHaveCount(0);
  await page.getByTestId('table-settings').click();
  await chooseMenuItem(page, 'Сохранить настройки колонок');

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('column-phone')).toHaveCount(0);

  const other = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1400, height: 900 } });
  const page2 = await other.newPage();
  await signIn(page2, ADMIN, '/users');
  await expect(rows(page2).first()).toBeVisible();
  await expect(page2.getByTestId('column-phone')).toHaveCount(0);
  const headers = await page2.locator('thead th').allTextContents();
  expect(headers.findIndex((h) => h.startsWith('Статус'))).toBeLessThan(
    headers.findIndex((h) => h.startsWith('Партнёр')),
  );
  await other.close();

  await page.getByTestId('table-settings').click();
  await chooseMenuItem(page, 'Сбросить все настройки');
  await expect(page.getByTestId('column-phone')).toBeVisible();
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('column-phone')).toBeVisible();
});

test('the export writes the filtered list with the visible columns, Excel-ready', async ({ page }) => {
  await signIn(page, ADMIN, '/users?f.status=invited');
  await expect(rows(page).first()).toContainText('Приглашён');
  const total = Number(((await page.getByTestId('table-total').textContent()) ?? '').replace(/\D/g, ''));
  const download = page.waitForEvent('download');
  await page.getByTestId('table-export').click();
  const file = readFileSync(await (await download).path(), 'utf8');
  expect(file.charCodeAt(0)).toBe(0xfeff);
  const lines = file.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Дата регистрации;ФИО;E-mail;Телефон;Партнёр;Статус');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((l) => l.endsWith(';Приглашён'))).toBe(true);
});

test('10 000 rows scroll in a 760 px body without being rendered all at once', async ({ page }) => {
  await signIn(page, ADMIN, '/kit');
  const table = page.getByTestId('data-table-kit.rows');
  await expect(table.getByTestId('table-total')).toHaveText('Всего: 10000');
  await expect(table.getByTestId('table-row').first()).toContainText('З-00001');
  expect(await table.getByTestId('table-row').count()).toBeLessThan(100);
  const box = await table.getByTestId('table-scroll').boundingBox();
  expect(box!.height).toBeLessThanOrEqual(762);
  await table.getByTestId('table-scroll').evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(table.getByTestId('table-row').filter({ hasText: 'З-10000' })).toBeVisible();
  expect(await table.getByTestId('table-row').count()).toBeLessThan(100);
});

test('the table pages have no serious accessibility violation', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const path of ['/users', '/kit', '/universalreference']) {
    await page.goto(path);
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${path} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join('; ')}`,
      );
    expect(serious).toEqual([]);
  }
});
