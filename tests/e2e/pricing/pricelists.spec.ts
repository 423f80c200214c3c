import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, signIn } from '../helpers';

// A price list made in the console: created from /pricelists, two regions added, two positions added at once with
// their amounts, one amount changed, one position deleted by position, seen under 'Показывать удалённые' and restored.

const PARTNER = 'Шинный центр «Колесо»';
const money = (text: string) => new RegExp(text.replace(' ', '\\s'));

test('a price list: create, regions, bulk add, change an amount, delete by position, restore', async ({ page }) => {
  const tag = Date.now().toString(36);
  const name = `Прайс e2e ${tag}`;
  await signIn(page, ADMIN);
  const token = await apiToken(page, ADMIN);
  const choices: { id: number; name: string }[] = await (
    await page.request.get('/v1/price_lists/positions', { headers: { authorization: token } })
  ).json();
  const [first, second] = choices;

  await page.goto('/pricelists');
  await expect(page.getByRole('heading', { name: 'Прайс-листы' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить прайс-лист' }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Название').fill(name);
  await create.getByLabel('Партнёр').selectOption({ label: PARTNER });
  await create.getByLabel('Услуга').selectOption({ index: 1 });
  await create.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/pricelists\/\d+\/$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('price-list-header')).toContainText(PARTNER);

  // Two regions.
  const regions = page.getByTestId('price-list-regions');
  for (const region of ['г. Москва', 'Московская обл.']) {
    await regions.getByLabel('Регион', { exact: true }).selectOption({ label: region });
    await regions.getByRole('button', { name: 'Добавить регион' }).click();
    await expect(regions.getByRole('listitem').filter({ hasText: region })).toBeVisible();
  }

  // Two positions at once, with their amounts.
  const items = page.getByTestId('price-list-items');
  await items.getByRole('button', { name: 'Добавить позиции' }).click();
  const add = page.getByTestId('price-list-bulk-add');
  await add.getByRole('checkbox', { name: first.name, exact: true }).check();
  await add.getByLabel(`Сумма: ${first.name}`).fill('1234.567');
  await add.getByRole('checkbox', { name: second.name, exact: true }).check();
  await add.getByLabel(`Сумма: ${second.name}`).fill('99.9');
  await add.getByRole('button', { name: 'Добавить (2)' }).click();
  await expect(add.getByText('Сумма — не больше двух знаков после запятой')).toBeVisible();
  await add.getByLabel(`Сумма: ${first.name}`).fill('1234.56');
  await add.getByRole('button', { name: 'Добавить (2)' }).click();
  await expect(add).toBeHidden();
  await expect(items.getByText(first.name)).toBeVisible();
  await expect(items.getByText(money('1 234,56'))).toBeVisible();
  await expect(items.getByText('99,90')).toBeVisible();

  // The first one's amount changed.
  await items.getByRole('button', { name: 'Изменить сумму' }).first().click();
  const amount = page.getByTestId('modal-form');
  await amount.getByRole('textbox').fill('2000.5');
  await amount.getByRole('button', { name: 'Сохранить' }).click();
  await expect(amount).toBeHidden();
  await expect(items.getByText(money('2 000,50'))).toBeVisible();

  // The second one deleted by position, seen with the deleted ones, and restored.
  await items.getByRole('button', { name: `Удалить ${second.name}` }).click();
  await expect(items.getByText(second.name)).toBeHidden();
  await items.getByText('Показывать удалённые').click();
  await items.getByRole('button', { name: `Восстановить ${second.name}` }).click();
  await expect(items.getByRole('button', { name: `Удалить ${second.name}` })).toBeVisible();

  // The list shows it with its regions and two items.
  await page.goto('/pricelists');
  await expect(page.getByText(name)).toBeVisible();
});
