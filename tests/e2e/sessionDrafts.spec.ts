import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, login, signIn } from './helpers';

// The session ends while a form holds unsaved text: the text survives the expiry and the new login, is put back
// marked as unsaved, and is not sent until the user saves. The page's clock is Playwright's, so the token's end is
// reached by fast-forwarding it, not by waiting.

async function someOrderId(page: Page) {
  const token = await apiToken(page, ADMIN);
  const found = await page.request.post('/v1/orders/find', {
    headers: { authorization: token },
    data: { offset: 0, size: 1, sortField: 'createdDate', sortOrder: 'DESC' },
  });
  expect(found.ok()).toBe(true);
  const [order] = (await found.json()).orders as { id: number }[];
  const stored = await page.request.get(`/v1/orders/${order.id}`, { headers: { authorization: token } });
  return { id: order.id, token, description: ((await stored.json()).description ?? '') as string };
}

/**
 * Runs the page's clock past the token's end (12 h by default): the session chart's expiry timer fires. Then the
 * clock goes back to the server's time, or the next token would look expired from the start.
 */
async function expireSession(page: Page) {
  await page.clock.fastForward('13:00:00');
  await expect(page.getByTestId('session-expired')).toBeVisible();
  await page.clock.setSystemTime(Date.now());
}

test('text typed into an order survives the session expiry and the new login, unsaved until saved', async ({
  page,
}) => {
  const order = await someOrderId(page);
  await page.clock.install();
  await signIn(page, ADMIN, `/orders/${order.id}`);
  const form = page.getByTestId('order-form');
  const description = form.getByLabel('Описание');
  const typed = `${order.description} Клиент просил перезвонить после 18:00`.trim();
  await description.fill(typed);

  await expireSession(page);
  const modal = page.getByTestId('session-expired');
  await expect(modal.getByTestId('drafts-kept')).toContainText('Несохранённые изменения не потеряны');
  // The screen stays behind the modal instead of going blank.
  await expect(form).toBeAttached();
  await modal.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);

  await login(page, ADMIN, page.url());
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByTestId('restored-draft')).toContainText('Восстановлены несохранённые изменения');
  await expect(page.getByTestId('order-form').getByLabel('Описание')).toHaveValue(typed);
  // Put back, not sent: the server still has what it had.
  const stored = await page.request.get(`/v1/orders/${order.id}`, { headers: { authorization: order.token } });
  expect((await stored.json()).description ?? '').toBe(order.description);

  // 'Отменить изменения' drops the kept values: the form shows what is stored again.
  await page.getByTestId('restored-draft').getByRole('button', { name: 'Отменить изменения' }).click();
  await expect(page.getByTestId('order-form').getByLabel('Описание')).toHaveValue(order.description);
  await expect(page.getByTestId('restored-draft')).toHaveCount(0);
});

test("a dialog's unsaved values wait for the dialog to open again after the login", async ({ page }) => {
  await page.clock.install();
  await signIn(page, ADMIN, '/services');
  await page.getByRole('button', { name: 'Добавить услугу' }).click();
  const dialog = page.getByTestId('modal-form');
  await dialog.getByLabel('Название').fill('Шиномонтаж выездной');

  await expireSession(page);
  await page.getByTestId('session-expired').getByRole('button', { name: 'Войти' }).click();
  await login(page, ADMIN, page.url());
  await expect(page).toHaveURL(/\/services$/);
  const waiting = page.getByTestId('waiting-draft');
  await expect(waiting).toContainText('«Новая услуга»');

  await page.getByRole('button', { name: 'Добавить услугу' }).click();
  const reopened = page.getByTestId('modal-form');
  await expect(reopened.getByTestId('restored-draft')).toBeVisible();
  await expect(reopened.getByLabel('Название')).toHaveValue('Шиномонтаж выездной');
  await expect(waiting).toHaveCount(0);
});
