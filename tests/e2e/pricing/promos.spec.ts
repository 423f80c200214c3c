import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';

// A promo made on /promo/reference: 15 % with a code, linked to tyre fitting, made inactive, seen under
// 'Показывать удалённые' and restored.

test('a promo: create with 15 % and a code, link a service, deactivate, see it deleted, restore', async ({ page }) => {
  const tag = Date.now().toString(36).toUpperCase();
  const name = `Промо e2e ${tag}`;
  const code = `E2E-${tag}`;
  await signIn(page, ADMIN, '/promo/reference');
  await expect(page.getByRole('heading', { name: 'Промоакции' })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const add = page.getByTestId('modal-form');
  await expect(add.getByText('Добавление промоакции')).toBeVisible();
  await add.getByLabel('Название').fill(name);
  await add.getByLabel('Проект').selectOption({ index: 1 });
  await add.getByLabel('Промокод').fill(code.toLowerCase());
  await add.getByLabel('Дата начала').pressSequentially('01.12.2026');
  await add.getByLabel('Дата окончания').pressSequentially('28.02.2027');
  await add.getByLabel('Скидка, %').fill('15');
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(add).toBeHidden();

  const search = page.getByLabel('Быстрый поиск');
  await search.fill(tag);
  const row = page.getByTestId('table-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(code);
  await expect(row).toContainText('01.12.2026');
  await expect(row).toContainText('15 %');

  // Linked to tyre fitting from the edit dialog.
  await row.getByText(name).click();
  const edit = page.getByTestId('modal-form');
  await expect(edit.getByText('Редактирование промоакции')).toBeVisible();
  const services = edit.getByTestId('promo-links-service');
  await services.getByLabel('Привязать: услуга').selectOption({ label: 'Шиномонтаж' });
  await services.getByRole('button', { name: 'Привязать' }).click();
  await expect(services.getByRole('button', { name: 'Отвязать: Шиномонтаж' })).toBeVisible();

  // Made inactive: gone from the list, back with the switch.
  await edit.getByRole('button', { name: 'Сделать не активным' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('table-row').filter({ hasText: name })).toHaveCount(0);
  await page.getByText('Показывать удалённые').click();
  const deleted = page.getByTestId('table-row').filter({ hasText: name });
  await expect(deleted).toContainText('неактивная');

  await deleted.getByText(name).click();
  const again = page.getByTestId('modal-form');
  await again.getByRole('button', { name: 'Восстановить' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByTestId('table-row').filter({ hasText: name })).toContainText('активная');
  await expect(page.getByTestId('table-row').filter({ hasText: name })).not.toContainText('неактивная');
});
