import { expect, type Locator, type Page, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { ADMIN, apiToken, signIn } from './helpers';

// The scheduler board opens on the workspace's office and shows its date as DD.MM.YYYY even in an English browser;
// the debug dock leaves the page reachable under it (the last button of an order card with invoices can be scrolled
// clear of it and takes the click) and its edge resizes it.

const ZONE = 'Europe/Moscow';
const OFFICE_NAME = 'Москва, центральный офис';

test.use({ locale: 'en-US' });

/** The first demo order holding an invoice (the demo is deterministic: a few of the first orders have some). */
async function orderWithInvoices(page: Page, token: string): Promise<number> {
  for (let orderId = 1; orderId <= 60; orderId++) {
    const res = await page.request.get(`/v1/order_invoices?orderId=${orderId}`, { headers: { authorization: token } });
    if (res.ok() && ((await res.json()) as unknown[]).length > 0) return orderId;
  }
  throw new Error('the demo has no order with invoices');
}

/** Scrolls the page to its very bottom: whatever is lowest on it must then be clear of the dock. */
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** The element hit at the button's centre is the button (or inside it): nothing covers it. */
const uncovered = (button: Locator) =>
  button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

test('the board opens on the workspace office with its date as DD.MM.YYYY in an English browser', async ({ page }) => {
  await signIn(page, ADMIN);
  const token = await apiToken(page, ADMIN);
  const offices = (await (
    await page.request.get('/v1/service_office/offices?serviceId=41', { headers: { authorization: token } })
  ).json()) as { id: number; name: string; partnerName: string }[];
  expect(
    offices.length,
    'the admin sees several offices: without a workspace office none would be chosen',
  ).toBeGreaterThan(1);
  const office = offices.find((o) => o.name === OFFICE_NAME)!;

  // The workspace's office, set as a user does.
  await page.goto('/config/workspace');
  await page.getByLabel('Офис', { exact: true }).selectOption(String(office.id));
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Настройки рабочего места сохранены')).toBeVisible();

  await page.goto('/scheduler');
  const picker = page.getByTestId('board-toolbar').getByLabel('Офис', { exact: true });
  await expect(picker).toHaveValue(String(office.id));
  await expect(picker).toHaveAttribute('title', `${office.partnerName} — ${office.name}`);
  await expect(page.getByText('Выберите офис, чтобы увидеть расписание')).toHaveCount(0);
  await expect(page.getByTestId('board-grid')).toBeVisible();

  // Posts share the board's width instead of leaving a blank third of it.
  const grid = (await page.getByTestId('board-grid').boundingBox())!;
  const columns = page.locator('[data-testid^="post-column-"]');
  const count = await columns.count();
  const last = (await columns.nth(count - 1).boundingBox())!;
  if (count * 360 + 56 >= grid.width) expect(last.x + last.width).toBeGreaterThan(grid.x + grid.width * 0.9);

  // Today in the office's zone, as DD.MM.YYYY whatever the browser's language.
  const date = page.getByTestId('board-toolbar').getByLabel('Дата', { exact: true });
  await expect(date).toHaveValue(DateTime.now().setZone(ZONE).toFormat('dd.MM.yyyy'));
  await page.getByRole('button', { name: 'Следующий день' }).click();
  await expect(date).toHaveValue(DateTime.now().setZone(ZONE).plus({ days: 1 }).toFormat('dd.MM.yyyy'));
  // A date typed as DD.MM.YYYY opens that day.
  await date.fill('');
  await date.pressSequentially('01122026');
  await expect(date).toHaveValue('01.12.2026');
  await expect(page).toHaveURL(/date=2026-12-01/);
});

test('the debug dock leaves the page reachable under it and resizes by its edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN);
  const token = await apiToken(page, ADMIN);
  const orderId = await orderWithInvoices(page, token);
  await page.goto(`/orders/${orderId}?tab=invoices`);
  await expect(page.getByTestId('invoice-card').first()).toBeVisible();

  await page.keyboard.press('Control+Shift+D');
  const dock = page.getByTestId('debug-dock');
  await expect(dock).toBeVisible();
  await expect(dock.getByTestId('debug-chart')).toBeVisible();

  const lastButton = page.locator('main button:visible').last();
  await scrollToBottom(page);
  await expect.poll(() => uncovered(lastButton)).toBe(true);
  await lastButton.click({ trial: true });

  // The edge drags the dock taller; the page makes room for the new size too.
  const edge = dock.getByRole('separator', { name: 'Высота панели отладки' });
  const before = Number(await edge.getAttribute('aria-valuenow'));
  const box = (await edge.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y - 120, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => Number(await edge.getAttribute('aria-valuenow'))).toBeGreaterThan(before + 100);
  await edge.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => Number(await edge.getAttribute('aria-valuenow'))).toBeLessThan(before + 120);
  await scrollToBottom(page);
  await expect.poll(() => uncovered(lastButton)).toBe(true);

  // Docked to the right it keeps its own width, and the page still reaches its last button.
  await dock.getByRole('button', { name: 'Закрепить панель справа' }).click();
  await expect(dock).toHaveAttribute('data-placement', 'right');
  await expect(dock.getByRole('separator', { name: 'Ширина панели отладки' })).toBeVisible();
  await scrollToBottom(page);
  await expect.poll(() => uncovered(lastButton)).toBe(true);

  // The place is remembered: closed and opened again, the dock is where it was left.
  await page.keyboard.press('Control+Shift+D');
  await expect(dock).toBeHidden();
  await page.keyboard.press('Control+Shift+D');
  await expect(page.getByTestId('debug-dock')).toHaveAttribute('data-placement', 'right');
});
