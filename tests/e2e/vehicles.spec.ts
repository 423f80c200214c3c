import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, signIn } from './helpers';

// Vehicles end to end: the plate search and the vehicle card with its owners; on the demo client's card
// a vehicle added with a policy through the dialogs, the policy 'действующий', and another vehicle made primary.

interface ClientVehicle {
  id: number;
  number: string;
  primary: boolean;
  deletedDate: number | null;
}

async function demoClient(page: Page) {
  const token = await apiToken(page, ADMIN);
  const found = await page.request.get('/v1/clients/phone/%2B79161234567', { headers: { authorization: token } });
  expect(found.ok(), 'the demo client is found by phone').toBeTruthy();
  const client = (await found.json()) as { id: number };
  const vehicles = await page.request.get(`/v1/vehicles?clientId=${client.id}&showDeleted=true`, {
    headers: { authorization: token },
  });
  return { id: client.id, vehicles: (await vehicles.json()) as ClientVehicle[] };
}

/** DD.MM.YYYY of today plus `days`. */
const ruDate = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`;
};

test('finds a demo vehicle by a part of its plate and opens its card with the owners and both filters', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const { vehicles } = await demoClient(page);
  // The demo client's third vehicle was sold to another client: one live owner, one detached.
  const sold = vehicles.find((v) => v.deletedDate !== null);
  expect(sold, 'the demo client has a detached vehicle').toBeTruthy();

  await page.goto('/vehicle/search');
  await page.getByRole('textbox', { name: 'Гос.номер' }).fill(sold!.number.slice(1, 6));
  await page.getByRole('button', { name: 'Найти' }).click();
  const found = page.getByTestId('data-table-vehicle.search');
  await found.getByTestId('table-row').filter({ hasText: sold!.number }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicle/${sold!.id}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(sold!.number);
  await expect(page.getByTestId('vehicle-data')).toContainText(sold!.number);

  const owners = page.getByTestId('data-table-vehicle.owners');
  await expect(page.getByRole('checkbox', { name: 'Показать удалённые связи' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Показать удалённых клиентов' })).toBeChecked();
  const ivanov = owners.getByTestId('table-row').filter({ hasText: 'Иванов Иван Иванович' });
  await expect(ivanov).toContainText('Отвязан');
  await expect(owners.getByTestId('table-row')).toHaveCount(2);
  await page.getByText('Показать удалённые связи').click();
  await expect(owners.getByTestId('table-row')).toHaveCount(1);
  await expect(ivanov).toHaveCount(0);
  await owners.getByTestId('table-row').first().click();
  await expect(page).toHaveURL(/\/client\/\d+\/$/);
});

test("adds a vehicle with a policy on the demo client's card, sees the policy active, and makes another vehicle primary", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const client = await demoClient(page);
  const plate = `М${100 + Math.floor(Math.random() * 900)}КН${100 + Math.floor(Math.random() * 900)}`;

  await page.goto(`/client/${client.id}/?tab=vehicles`);
  const list = page.getByTestId('data-table-client.vehicles');
  await expect(list.getByTestId('table-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Добавить авто' }).click();

  const form = page.getByTestId('vehicle-form');
  await expect(form.getByText('Новый автомобиль')).toBeVisible();
  await form.getByRole('combobox', { name: /Марка/ }).selectOption({ label: 'Hyundai' });
  await expect(form.getByRole('combobox', { name: /Модель/ })).toBeEnabled();
  await form.getByRole('combobox', { name: /Модель/ }).selectOption({ label: 'Solaris' });
  await expect(
    form.getByRole('combobox', { name: /Поколение/ }).locator('option', { hasText: 'II (2017–2022)' }),
  ).toHaveCount(1);
  await form.getByRole('combobox', { name: /Поколение/ }).selectOption({ label: 'II (2017–2022)' });
  await expect(
    form.getByRole('combobox', { name: /Модификация/ }).locator('option', { hasText: '1.6 AT (123 л.с.)' }),
  ).toHaveCount(1);
  await form.getByRole('combobox', { name: /Модификация/ }).selectOption({ label: '1.6 AT (123 л.с.)' });
  await form.getByRole('textbox', { name: /Гос.номер/ }).pressSequentially(plate);
  await form.getByRole('textbox', { name: 'VIN' }).pressSequentially('Z94K241CBJR123456');
  await form.getByRole('textbox', { name: 'Год выпуска' }).fill('2018');

  await form.getByRole('button', { name: 'Добавить полис' }).click();
  const policy = page.getByRole('dialog', { name: 'Добавление/редактирование полиса' });
  await policy.getByRole('combobox', { name: /Тип полиса/ }).selectOption({ label: 'ОСАГО' });
  await policy.getByRole('combobox', { name: /Страховая компания/ }).selectOption({ label: 'Ингосстрах' });
  await policy.getByRole('textbox', { name: 'Номер полиса' }).fill('ХХХ 0123456789');
  await policy.getByRole('textbox', { name: /Дата начала/ }).pressSequentially(ruDate(-1));
  await policy.getByRole('textbox', { name: /Дата окончания/ }).pressSequentially(ruDate(364));
  await policy.getByRole('button', { name: 'Сохранить' }).click();
  await expect(policy).toHaveCount(0);
  const row = form.getByTestId('policy-row').filter({ hasText: 'ХХХ 0123456789' });
  await expect(row).toContainText('новый');
  await expect(row).toContainText('действующий');
  await expect(row).not.toContainText('не действующий');

  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  const added = list.getByTestId('table-row').filter({ hasText: plate });
  await expect(added).toContainText('Solaris');

  // Opened again, the vehicle shows its saved policy.
  await added.getByText('Solaris').click();
  const saved = form.getByTestId('policy-row').filter({ hasText: 'ХХХ 0123456789' });
  await expect(saved).toContainText('действующий');
  await expect(saved).not.toContainText('не действующий');
  await expect(saved).not.toContainText('новый');
  await form.getByRole('button', { name: 'Отмена' }).click();
  await expect(form).toHaveCount(0);

  // The new vehicle becomes the only primary one.
  await added.getByRole('button', { name: 'Сделать основным' }).click();
  await expect(added).toContainText('Основной');
  await expect(list.getByTestId('table-row').filter({ hasText: 'Основной' })).toHaveCount(1);
  // And the insurance tab lists it with its policy.
  await page.goto(`/client/${client.id}/?tab=insurance`);
  const insured = page.getByTestId('insurance-vehicle').filter({ hasText: plate });
  await expect(insured.getByTestId('policy-row')).toContainText('действующий');
  await expect(insured.getByTestId('policy-row')).not.toContainText('не действующий');
});
