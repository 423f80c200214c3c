import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, OPERATOR, signIn } from './helpers';

// Invoices end to end: an invoice from creation to payment in cash with the SMS code and closing; a revoke after
// sending; a stale action answered with the reload toast. The operator works in the browser; the test reads the SMS
// outbox (there is no SMS gateway here) and plays the other operator through the API.

const TECH_HELP = 42;
const IVANOV_PHONE = '+79161234567';

/** Ivanov's new tech-help order of the demo: partner 'Эвакуатор-Сервис' has a tech-help price list. */
async function ivanovTechHelpOrder(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post('/v1/orders/find', {
    headers: { authorization: token },
    data: { search: IVANOV_PHONE, scope: 'active', serviceIds: [TECH_HELP], size: 10 },
  });
  const { orders } = (await res.json()) as { orders: { id: number; partnerId: number | null }[] };
  const order = orders.find((o) => o.partnerId !== null);
  expect(order, 'the demo has a new tech-help order of Иванов with a partner').toBeTruthy();
  return order!.id;
}

/** A draft with one position, made through the API (for the scenarios that start later in the lifecycle). */
async function apiDraft(
  request: APIRequestContext,
  token: string,
  orderId: number,
  partnerId: number,
): Promise<{ id: number; number: string }> {
  const headers = { authorization: token };
  const [list] = await (
    await request.get(`/v1/price_lists/for_invoices?partnerId=${partnerId}&serviceId=${TECH_HELP}&showDeleted=false`, {
      headers,
    })
  ).json();
  const [item] = await (
    await request.get(`/v1/price_lists/items?priceListId=${list.id}&showDeleted=false`, { headers })
  ).json();
  const res = await request.post(`/v1/order_invoices/${orderId}`, {
    headers,
    data: { priceListId: list.id, invoicePositions: [{ priceListItemId: item.id, quantity: 1 }] },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

const card = (page: Page, number: string) =>
  page.locator(`[data-testid="invoice-card"][aria-label="Счёт № ${number}"]`);

async function act(page: Page, number: string, action: string) {
  await card(page, number)
    .getByRole('group', { name: `Действия со счётом № ${number}` })
    .getByRole('button', { name: action, exact: true })
    .click();
}
async function confirm(page: Page, action: string) {
  const dialog = page.getByTestId('invoice-confirm');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}
const state = (page: Page, number: string) => card(page, number).getByTestId('invoice-state');

test('an invoice from creation to payment in cash with the SMS code, then closed; the bonuses reach the client', async ({
  page,
}) => {
  await signIn(page, OPERATOR);
  const token = await apiToken(page, OPERATOR);
  const admin = await apiToken(page, ADMIN);
  const orderId = await ivanovTechHelpOrder(page.request, token);

  await page.goto(`/orders/${orderId}?tab=invoices`);
  await page.getByRole('button', { name: 'Создать счёт' }).click();
  const editor = page.getByRole('dialog', { name: 'Новый счёт' });
  await editor
    .getByRole('combobox', { name: /Прайс-лист/ })
    .selectOption({ label: 'Эвакуатор-Сервис: техническая помощь на дороге' });
  // The basket rule: the same item twice is one line of two.
  await editor.getByRole('button', { name: 'Добавить: Замена колеса на месте' }).click();
  await editor.getByRole('button', { name: 'Добавить: Замена колеса на месте' }).click();
  await editor.getByRole('button', { name: 'Добавить: Подвоз топлива' }).click();
  await expect(editor.getByTestId('invoice-basket-line')).toHaveCount(2);
  await expect(editor.getByRole('textbox', { name: 'Количество: Замена колеса на месте' })).toHaveValue('2');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editor).toBeHidden();

  const invoice = page.getByTestId('invoice-card').last();
  await expect(invoice.getByTestId('invoice-state')).toHaveText('Черновик');
  await expect(invoice).toContainText('3 900,00 ₽');
  const number = ((await invoice.getAttribute('aria-label')) ?? '').replace('Счёт № ', '');

  // The SMS offers 50 bonuses; its code confirms them at the cash desk.
  await act(page, number, 'Отправить по SMS');
  const sms = page.getByRole('dialog', { name: `Отправить по SMS счёт № ${number}` });
  await sms.getByRole('textbox', { name: /Бонусами, не более/ }).fill('50');
  await sms.getByRole('button', { name: 'Отправить' }).click();
  await expect(sms).toBeHidden();
  await expect(state(page, number)).toHaveText('Отправлен клиенту');
  const outbox = (await (await page.request.get('/v1/sms/outbox', { headers: { authorization: admin } })).json()) as {
    text: string;
  }[];
  const text = outbox.find((s) => s.text.includes(number))?.text ?? '';
  const code = /(\d{6})/.exec(text.slice(text.indexOf('Код')))?.[1];
  expect(code, `the SMS of ${number} carries a code: ${text}`).toBeTruthy();

  await act(page, number, 'Оплата наличными');
  const pay = page.getByRole('dialog', { name: `Оплата наличными: счёт № ${number}` });
  await pay.getByRole('textbox', { name: /Бонусами, не более/ }).fill('50');
  await pay.getByRole('textbox', { name: /Код из SMS/ }).fill('12a');
  await pay.getByRole('textbox', { name: /Код из SMS/ }).blur();
  await expect(pay.getByText('Код из SMS — только цифры, не более 6')).toBeVisible();
  await pay.getByRole('textbox', { name: /Код из SMS/ }).fill(code!);
  await expect(pay.getByTestId('to-pay')).toContainText('3 850,00 ₽');
  await pay.getByRole('button', { name: 'Оплатить' }).click();
  await expect(pay).toBeHidden();
  await expect(state(page, number)).toHaveText('Оплачен');

  await act(page, number, 'Закрыть');
  await confirm(page, 'Закрыть');
  await expect(state(page, number)).toHaveText('Закрыт');
  await expect(
    card(page, number)
      .getByRole('group', { name: `Действия со счётом № ${number}` })
      .getByRole('button'),
  ).toHaveCount(0);

  // The client's bonus history shows the invoice: 50 spent, 5 % of the 3 850 paid received.
  const history = (await (
    await page.request.get('/v1/order_invoices/history_with_bonuses?clientId=1', { headers: { authorization: token } })
  ).json()) as {
    invoiceNumber: string | null;
    bonusSpent: number | null;
    bonusReceived: number | null;
  }[];
  const mine = history.filter((h) => h.invoiceNumber === number);
  expect(mine.map((h) => Math.abs(h.bonusSpent ?? 0)).reduce((a, b) => a + b, 0)).toBe(50);
  expect(mine.map((h) => h.bonusReceived ?? 0).reduce((a, b) => a + b, 0)).toBe(192);
});

test('a sent invoice is revoked; a stale action reloads the invoice with the notice', async ({ page }) => {
  await signIn(page, OPERATOR);
  const token = await apiToken(page, OPERATOR);
  const headers = { authorization: token };
  const orderId = await ivanovTechHelpOrder(page.request, token);
  const order = await (await page.request.get(`/v1/orders/${orderId}`, { headers })).json();
  const revoked = await apiDraft(page.request, token, orderId, order.partnerId);
  const stale = await apiDraft(page.request, token, orderId, order.partnerId);
  expect((await page.request.post(`/v1/order_invoices/${stale.id}/send?push=false`, { headers })).status()).toBe(200);

  await page.goto(`/orders/${orderId}?tab=invoices`);
  await act(page, revoked.number, 'Отправить клиенту');
  const send = page.getByRole('dialog', { name: `Отправить клиенту счёт № ${revoked.number}` });
  await send.getByRole('button', { name: 'Отправить' }).click();
  await expect(state(page, revoked.number)).toHaveText('Отправлен клиенту');
  await act(page, revoked.number, 'Отозвать');
  await confirm(page, 'Отозвать');
  await expect(state(page, revoked.number)).toHaveText('Отозван');

  // Another operator revokes the sent invoice while this page still offers 'Принят клиентом'.
  await expect(state(page, stale.number)).toHaveText('Отправлен клиенту');
  expect((await page.request.post(`/v1/order_invoices/${stale.id}/revoke`, { headers })).status()).toBe(200);
  await act(page, stale.number, 'Принят клиентом');
  await page.getByTestId('invoice-confirm').getByRole('button', { name: 'Принят клиентом', exact: true }).click();
  await expect(page.getByText('Счёт был изменён.')).toBeVisible();
  await expect(page.getByText('Данные по счёту обновлены.')).toBeVisible();
  await expect(state(page, stale.number)).toHaveText('Отозван');
});
