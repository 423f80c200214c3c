import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, OPERATOR, signIn } from './helpers';

// An operator's day, as the user test walked it: the login starts with no unread badge; the order form's client field
// offers only the searches the operator may use; toasts hide none of the controls; the order card's form names the
// same partner as its header.

const IVANOV_PHONE = '+79161234567';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** A service-61 order of the operator's (so the operator is told when someone else changes it). */
async function operatorOrder(page: Page) {
  const token = await apiToken(page, OPERATOR);
  const client = await page.request.get(`/v1/clients/phone/${encodeURIComponent(IVANOV_PHONE)}`, {
    headers: { authorization: token },
  });
  expect(client.ok()).toBe(true);
  const body = {
    serviceId: 61,
    clientId: (await client.json()).id as number,
    statusRefValueId: 9011,
    cost: 1500,
    specificValues: { workType: 'Замена масла' },
  };
  const created = await page.request.post('/v1/orders', { headers: { authorization: token }, data: body });
  expect(created.ok(), await created.text()).toBe(true);
  const order = (await created.json()) as { id: number; number: string };
  return { ...order, body };
}

test('the login starts with no unread badge: the connection notice is a status line', async ({ page }) => {
  await signIn(page, OPERATOR);
  const bell = page.getByTestId('messages-bell');
  await expect(bell).toHaveAttribute('data-connection', 'connected');
  await bell.click();
  const panel = page.getByTestId('messages-panel');
  await expect(panel.getByTestId('connection-status')).toContainText('Подключено к серверу уведомлений');
  await expect(panel.getByTestId('local-message')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('messages-badge')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Уведомления: 0 непрочитанных');
});

test("the order form's client field offers only the operator's searches, and none is refused", async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(`${r.request().method()} ${r.url()}`);
  });
  await signIn(page, OPERATOR, '/orders/create/');
  const search = page.getByRole('textbox', { name: 'Поиск клиента' });
  // The operator holds the client card's key (the phone lookup), not the name search.
  await expect(search).toHaveAttribute('placeholder', 'Телефон клиента');
  await expect(search).toHaveAttribute('data-search-modes', 'phone');
  await search.fill('Иванов Иван');
  await search.press('Enter');
  await expect(page.getByText('Введите номер телефона клиента (не менее 10 цифр)')).toBeVisible();
  await search.fill('+7 916 123-45-67');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: 'Выбрать' }).click();
  await expect(page.getByTestId('order-client')).toContainText('Иванов Иван Иванович');
  expect(refused).toEqual([]);
});

test('the admin may search both ways, and the placeholder says so', async ({ page }) => {
  await signIn(page, ADMIN, '/orders/create/');
  await expect(page.getByRole('textbox', { name: 'Поиск клиента' })).toHaveAttribute(
    'placeholder',
    'Телефон или фамилия и имя клиента',
  );
});

test('a toast hides neither the bell, the profile menu nor «Создать заявку», wide or narrow', async ({ page }) => {
  const order = await operatorOrder(page);
  const admin = await apiToken(page, ADMIN);
  await signIn(page, OPERATOR, '/orders');
  const bell = page.getByTestId('messages-bell');
  await expect(bell).toHaveAttribute('data-connection', 'connected');

  const statuses = [
    { width: 1440, height: 900, statusRefValueId: 9012 },
    { width: 390, height: 844, statusRefValueId: 9013 },
  ];
  for (const step of statuses) {
    await page.setViewportSize({ width: step.width, height: step.height });
    const create = page.getByRole('button', { name: 'Создать заявку' });
    await expect(create).toBeVisible();
    // Someone else moves the operator's order on: the operator's browser shows the push as a toast.
    const moved = await page.request.put(`/v1/orders/${order.id}`, {
      headers: { authorization: admin },
      data: { ...order.body, statusRefValueId: step.statusRefValueId },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    const toast = page
      .getByTestId('toast')
      .filter({ hasText: `Заявка № ${order.number}` })
      .first();
    await expect(toast).toBeVisible();
    const toastBox = await boxOf(toast);
    for (const [name, control] of [
      ['the bell', bell],
      ['the profile menu', page.getByTestId('profile-menu')],
      ['«Создать заявку»', create],
    ] as const) {
      const box = await boxOf(control);
      expect(overlaps(toastBox, box), `${step.width} px: the toast covers ${name}`).toBe(false);
    }
    await toast.getByRole('button', { name: 'Закрыть' }).click();
    await expect(toast).toBeHidden();
  }
});

test("the order card's «Партнёр / офис» names the header's partner for an order with a partner and no office", async ({
  page,
}) => {
  const token = await apiToken(page, OPERATOR);
  const found = await page.request.post('/v1/orders/find', {
    headers: { authorization: token },
    data: { offset: 0, size: 200, sortField: 'createdDate', sortOrder: 'DESC' },
  });
  expect(found.ok()).toBe(true);
  const orders = (await found.json()).orders as { id: number; partnerName: string | null; officeId: number | null }[];
  const order = orders.find((o) => o.partnerName && o.officeId === null);
  expect(order, 'the demo has an order with a partner and no office').toBeTruthy();

  await signIn(page, OPERATOR, `/orders/${order!.id}`);
  await expect(page.getByTestId('order-partner')).toContainText(order!.partnerName!);
  const field = page.getByTestId('order-form').getByRole('combobox', { name: /Партнёр \/ офис/ });
  await expect(field.locator('option:checked')).toHaveText(`${order!.partnerName} — офис не выбран`);
});
