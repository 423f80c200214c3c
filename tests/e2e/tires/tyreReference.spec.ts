import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';

// /tyre/reference: a brand and its model added, the brand deleted (gone, then seen under «Показывать удалённые»)
// and restored.

test('add a brand and a model, delete and restore the brand', async ({ page }) => {
  const tag = Date.now().toString(36).toUpperCase();
  const brand = `Шины e2e ${tag}`;
  await signIn(page, ADMIN, '/tyre/reference');
  await expect(page.getByRole('heading', { name: 'Справочник шин' })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить производителя' }).click();
  const add = page.getByTestId('modal-form');
  await add.getByLabel('Название').fill(brand);
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(add).toBeHidden();

  const brands = page.getByTestId('tyre-reference');
  await brands.getByLabel('Быстрый поиск').first().fill(tag);
  const row = page.getByTestId('table-row').filter({ hasText: brand });
  await expect(row).toBeVisible();
  await row.getByText(brand).click();
  await expect(page.getByText(`Модели производителя «${brand}»`)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить модель' }).click();
  const model = page.getByTestId('modal-form');
  await model.getByLabel('Название').fill('Зимняя 1');
  await model.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(model).toBeHidden();
  await expect(page.getByTestId('table-row').filter({ hasText: 'Зимняя 1' })).toBeVisible();

  await row.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByTestId('tyre-reference-confirm');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('table-row').filter({ hasText: brand })).toHaveCount(0);

  await page.getByText('Показывать удалённые').first().click();
  const deleted = page.getByTestId('table-row').filter({ hasText: brand });
  await expect(deleted).toBeVisible();
  await deleted.getByRole('button', { name: 'Восстановить' }).click();
  await page.getByTestId('tyre-reference-confirm').getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByTestId('tyre-reference-confirm')).toBeHidden();
  await expect(
    page.getByTestId('table-row').filter({ hasText: brand }).getByRole('button', { name: 'Удалить' }),
  ).toBeVisible();
});
