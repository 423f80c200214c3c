import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';

// The /positions screen: a position's soft delete and restore, and a complex bundle built with two items and a
// wheel-diameter link.

test('the admin creates a position, deletes it, finds it under «Показывать удалённые» and restores it', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/positions');
  const table = page.getByTestId('data-table-positions.nomenclature');
  await expect(table.getByTestId('table-row').first()).toBeVisible();

  const name = `Позиция e2e ${Date.now()}`;
  await page.getByRole('button', { name: 'Добавить позицию' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /Единица измерения/ })).toHaveValue('шт.');
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Наименование/ }).fill('   ');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Укажите наименование')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Наименование/ }).fill(name);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await table.getByTestId('table-search').fill(name);
  const row = table.getByTestId('table-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Удалить' }).click();
  await page.getByTestId('position-confirm').getByRole('button', { name: 'Удалить' }).click();
  await expect(table.getByText('По Вашему запросу ничего не найдено')).toBeVisible();

  await page.getByText('Показывать удалённые').click();
  await expect(row).toContainText('Удалена');
  await row.getByRole('button', { name: 'Восстановить' }).click();
  await page.getByTestId('position-confirm').getByRole('button', { name: 'Восстановить' }).click();
  await expect(row.getByRole('button', { name: 'Удалить' })).toBeVisible();
  await expect(row).not.toContainText('Удалена');
});

test('the admin builds a bundle with two items and a wheel-diameter link', async ({ page }) => {
  await signIn(page, ADMIN, '/positions?tab=bundles');
  const table = page.getByTestId('data-table-positions.bundles');
  await expect(table.getByTestId('table-row').filter({ hasText: 'Сезонная замена колёс' })).toBeVisible();

  const name = `Комплекс e2e ${Date.now()}`;
  await page.getByRole('button', { name: 'Добавить комплекс' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Наименование/ }).fill(name);
  await dialog.getByRole('combobox', { name: /^Услуга/ }).selectOption({ label: 'Шиномонтаж' });
  await dialog.getByRole('combobox', { name: /^Операция/ }).selectOption({ label: 'Балансировка' });
  await dialog.getByRole('combobox', { name: /^Позиция 1/ }).selectOption({ label: 'Балансировка колеса' });
  await dialog.getByRole('button', { name: 'Добавить позицию' }).click();
  await dialog.getByRole('combobox', { name: /^Позиция 2/ }).selectOption({ label: 'Грузики балансировочные' });
  await dialog
    .getByRole('textbox', { name: /Количество/ })
    .nth(1)
    .fill('2');
  await dialog.getByRole('combobox', { name: 'Диаметр колеса' }).selectOption({ label: 'R17' });
  await dialog.getByRole('button', { name: 'Привязать' }).first().click();
  await expect(dialog.getByTestId('bundle-link')).toHaveText('R17');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const row = table.getByTestId('table-row').filter({ hasText: name });
  await expect(row).toContainText('Балансировка колеса, Грузики балансировочные ×2');
  await expect(row).toContainText('R17');
});
