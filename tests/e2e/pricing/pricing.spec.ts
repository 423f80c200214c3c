import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, apiToken, OPERATOR, signIn } from '../helpers';

// Pricing end to end: a price list with two regions and an item made through the API, an invoice priced from it in
// the browser with the client's promo applied, and the platform site's public calculator on the demo data.

const TECH_HELP = 42;
const MOSCOW = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const MOSCOW_REGION = '29251dcf-00a1-4e34-98d4-5c47484a36d4';
const R16 = 9184;

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: unknown) {
  const res = await request[method](url, { headers: { authorization: token }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

test('a price list of two regions prices a new invoice, the client promo comes off it, and the site calculator answers', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  await signIn(page, OPERATOR);
  const operator = await apiToken(page, OPERATOR);
  const admin = await apiToken(page, ADMIN);
  const { orders } = await call<{ orders: { id: number; partnerId: number | null; clientId: number }[] }>(
    page.request,
    operator,
    'post',
    '/v1/orders/find',
    { search: '+79161234567', scope: 'active', serviceIds: [TECH_HELP], size: 10 },
  );
  const order = orders.find((o) => o.partnerId !== null)!;
  expect(order, 'the demo has a tech-help order of Иванов with a partner').toBeTruthy();

  const list = await call<{ id: number }>(page.request, admin, 'post', '/v1/price_lists', {
    name: `Техпомощь по регионам ${tag}`,
    partnerId: order.partnerId,
    serviceId: TECH_HELP,
  });
  for (const regionFiasId of [MOSCOW, MOSCOW_REGION])
    await call(page.request, admin, 'post', '/v1/price_lists/regions', { priceListId: list.id, regionFiasId });
  const regions = await call<{ regionFiasId: string }[]>(
    page.request,
    admin,
    'get',
    `/v1/price_lists/regions?priceListId=${list.id}`,
  );
  expect(regions.map((r) => r.regionFiasId).sort()).toEqual([MOSCOW, MOSCOW_REGION].sort());
  const position = await call<{ id: number }>(page.request, admin, 'post', '/v1/nomenclature', {
    name: `Подкачка шин ${tag}`,
    unit: 'шт.',
  });
  await call(page.request, admin, 'post', `/v1/price_lists/items?priceListId=${list.id}`, [
    { positionId: position.id, amount: 1234.56 },
  ]);
  const [project] = await call<{ id: number }[]>(page.request, admin, 'get', '/v1/nik/projects');
  const promo = await call<{ id: number }>(page.request, admin, 'post', '/v1/promos', {
    name: `Весна ${tag}`,
    projectId: project.id,
    discountPercent: 10,
  });
  await call(page.request, admin, 'post', '/v1/client_promos', {
    clientId: order.clientId,
    promoId: promo.id,
    sourceProjectId: project.id,
  });

  await page.goto(`/orders/${order.id}?tab=invoices`);
  await page.getByRole('button', { name: 'Создать счёт' }).click();
  const editor = page.getByRole('dialog', { name: 'Новый счёт' });
  await editor.getByRole('combobox', { name: /Прайс-лист/ }).selectOption({ label: `Техпомощь по регионам ${tag}` });
  await editor.getByRole('button', { name: `Добавить: Подкачка шин ${tag}` }).click();
  await expect(editor.getByTestId('invoice-total-total')).toHaveText(/^1\s234,56\s₽$/);
  await editor.getByRole('combobox', { name: 'Промоакция клиента' }).selectOption({ label: `Весна ${tag}, −10 %` });
  // 10 % of 1 234,56 is 123,456: 123,46 off, 1 111,10 to pay.
  await expect(editor.getByTestId('invoice-total-promo')).toHaveText(/^123,46\s₽$/);
  await expect(editor.getByTestId('invoice-total-total')).toHaveText(/^1\s111,10\s₽$/);
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText(`в т. ч. промоакция «Весна ${tag}»`)).toBeVisible();
  const card = page.getByTestId('invoice-card').filter({ hasText: `в т. ч. промоакция «Весна ${tag}»` });
  await card.getByRole('button', { name: 'История счёта' }).click();
  await expect(card.getByRole('table', { name: /^История счёта/ })).toContainText('Создан');
  await expect(card.getByRole('table', { name: /^История счёта/ })).toContainText('промоакция: −123,46 ₽');
  const invoices = await call<
    { priceListId: number; promoName: string | null; promoDiscount: number; totalAmount: number }[]
  >(page.request, operator, 'get', `/v1/order_invoices?orderId=${order.id}`);
  expect(invoices.find((i) => i.priceListId === list.id)).toMatchObject({
    promoName: `Весна ${tag}`,
    promoDiscount: 123.46,
    totalAmount: 1111.1,
  });

  const quote = await page.request.post('/v1/open/calculate/station_tire_fitting', {
    data: { regionFiasId: MOSCOW, wheelDiameterRefValueId: R16 },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const { offers, bundleName } = (await quote.json()) as {
    bundleName: string;
    offers: { total: number; lines: unknown[] }[];
  };
  expect(bundleName).toMatch(/шиномонтаж/i);
  expect(offers.length).toBeGreaterThan(0);
  expect(offers[0].lines.length).toBeGreaterThan(0);
  expect(offers[0].total).toBeGreaterThan(0);
});
