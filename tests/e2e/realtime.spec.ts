import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, OPERATOR, signIn } from './helpers';

// Real time end to end: an order's status changed by one operator shows up live in another operator's browser,
// through the push websocket, without a reload; and an employee's message reaches another's bell.

const IVANOV_PHONE = '+79161234567';

/** A service-61 order made by the admin (so the admin is one of the order's people and is told of its changes). */
async function adminOrder(page: Page): Promise<{ id: number; number: string }> {
  const token = await apiToken(page, ADMIN);
  const client = await page.request.get(`/v1/clients/phone/${encodeURIComponent(IVANOV_PHONE)}`, {
    headers: { authorization: token },
  });
  expect(client.ok()).toBe(true);
  const created = await page.request.post('/v1/orders', {
    headers: { authorization: token },
    data: {
      serviceId: 61,
      clientId: (await client.json()).id,
      statusRefValueId: 9011,
      cost: 1500,
      specificValues: { workType: 'Замена масла' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return created.json();
}

test("an order's status changed by one operator shows up live in the other's browser", async ({
  page,
  browser,
  baseURL,
}) => {
  const order = await adminOrder(page);

  // The admin keeps the order's card open in a browser of their own.
  const adminContext = await browser.newContext({ baseURL, locale: 'ru-RU', viewport: { width: 1400, height: 900 } });
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, ADMIN, `/orders/${order.id}`);
    await expect(admin.getByTestId('order-status')).toHaveText('Новая');
    // Connected (the server's greeting is the panel's status line, not an unread message).
    await expect(admin.getByTestId('messages-bell')).toHaveAttribute('data-connection', 'connected');

    // The operator changes the status in theirs.
    await signIn(page, OPERATOR, `/orders/${order.id}`);
    await page.getByRole('button', { name: 'Сменить статус' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сменить статус' });
    await dialog.getByRole('combobox', { name: /Статус/ }).selectOption({ label: 'В работе' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('В работе');

    // The admin's card follows without a reload, and the push says what happened.
    await expect(admin.getByTestId('order-status')).toHaveText('В работе');
    await expect(admin.getByText(`Заявка № ${order.number}: статус «В работе»`).first()).toBeVisible();
    // The operator who made the change is not told about it.
    await expect(page.getByText(`Заявка № ${order.number}: статус «В работе»`)).toHaveCount(0);

    // The push is in the notification history the dashboard shows, with what it reached.
    await admin.goto('/');
    const row = admin
      .getByTestId('notification-row')
      .filter({ hasText: `Заявка № ${order.number}: статус «В работе»` });
    await expect(row.first()).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
