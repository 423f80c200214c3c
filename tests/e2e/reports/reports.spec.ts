import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, signIn } from '../helpers';

// Three reports on the demo's year: paid invoices narrowed to a partner, with the chart, the totals and both exports
// read back; the bonus statistics opened on a day; and a report whose call fails, which clears its data until
// «повторить» runs it again.

const PARTNER = 'Шинный центр «Колесо»';
const rows = (scope: Page | ReturnType<Page['getByTestId']>) => scope.getByTestId('table-row');
const totalOf = async (page: Page) =>
  Number(
    ((await page.getByTestId('report-totals').locator('[data-total="__rows"]').textContent()) ?? '').replace(/\D/g, ''),
  );

async function run(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('report-filters')).toBeVisible();
  await page.getByRole('button', { name: 'Год', exact: true }).click();
}

test('paid invoices of a partner over a year: chart, totals, rows, CSV and Excel of the visible columns', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await run(page, '/reports/paid/invoice');
  await page.getByTestId('report-filters').getByLabel('Партнёр').selectOption({ label: PARTNER });
  await page.getByTestId('report-run').click();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(0);
  for (const row of await rows(page).all()) await expect(row).toContainText(PARTNER);
  const headers = ['Счёт', 'Заявка', 'Партнёр', 'Сумма счёта', 'Оплачено', 'Способ оплаты', 'Дата оплаты'];

  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('table-export').click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(headers.join(';'));
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((l) => l.includes(PARTNER))).toBe(true);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByTestId('table-export-xlsx').click();
  const download = await xlsxDownload;
  expect(download.suggestedFilename()).toBe('Оплаченные счета.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
  expect(sheet.rowCount).toBe(total + 1);
  expect(typeof sheet.getRow(2).getCell(4).value).toBe('number');
  expect(sheet.getRow(2).getCell(7).value).toBeInstanceOf(Date);
});

test('bonus statistics: a day of the year opens its operations', async ({ page }) => {
  await signIn(page, ADMIN);
  await run(page, '/reports/bonus/statistics');
  await page.getByTestId('report-run').click();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  const first = rows(page).first();
  const day = ((await first.locator('td, [role="cell"]').first().textContent()) ?? '').trim();
  expect(day).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  await first.click();
  const detail = page.getByTestId('report-bonusStatistics-detail');
  await expect(detail.getByRole('heading', { name: `Операции за ${day}` })).toBeVisible();
  await expect(rows(detail).first()).toBeVisible();
  for (const row of await rows(detail).all()) await expect(row).toContainText(day);
});

test('a report whose call fails shows the error, keeps no data, and runs again on «повторить»', async ({ page }) => {
  await signIn(page, ADMIN);
  let fail = true;
  await page.route('**/v1/reports/clients/registration', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Сервер отчётов недоступен', errorCode: 'INTERNAL_ERROR', status: 500 }),
        })
      : route.continue(),
  );
  await run(page, '/reports/client/registration');
  await page.getByTestId('report-run').click();
  const failed = page.getByTestId('report-failed');
  await expect(failed).toContainText('Ошибка загрузки данных');
  await expect(failed).toContainText('Сервер отчётов недоступен');
  await expect(page.getByTestId('report-totals')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(0);
  fail = false;
  await failed.getByRole('button', { name: 'повторить' }).click();
  await expect(page.getByTestId('report-totals')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
});
