import { expect, test } from '@playwright/test';
import { ADMIN, OPERATOR, signIn } from './helpers';

test('the admin manages a reference book and its values; the form keeps what was typed and guards unsaved changes', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/universalreference');
  const books = page.getByTestId('data-table-universalreference.refs');
  await books.getByTestId('table-search').fill('Статус клиента');
  await books.getByTestId('table-row').filter({ hasText: 'Статус клиента' }).click();
  const values = page.getByTestId('data-table-universalreference.values');
  await expect(values.getByTestId('table-row').filter({ hasText: 'Заблокирован' })).toContainText('77');
  await expect(values.getByTestId('table-row').filter({ hasText: 'Активный' })).toContainText('76');

  const name = `Книга ${Date.now()}`;
  await page.getByRole('button', { name: 'Добавить справочник' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Поля, помеченные *, обязательны для заполнения')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Код (латиница)' }).fill('Не латиница');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Укажите название')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Название', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Код: строчные латинские буквы, цифры, «_», «.» и «-»')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Название', exact: true })).toHaveValue(name);

  // Closing a changed form asks first; 'Нет. Отмена' keeps it.
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByText('Точно ?')).toBeVisible();
  await page.getByRole('button', { name: 'Нет. Отмена' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Название', exact: true })).toHaveValue(name);
  await dialog.getByRole('textbox', { name: 'Код (латиница)' }).fill('');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await books.getByTestId('table-search').fill(name);
  await books.getByTestId('table-row').filter({ hasText: name }).click();
  await page.getByRole('button', { name: 'Добавить значение' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Название', exact: true }).fill('Первое');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Порядок сортировки' }).fill('1');
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
  await expect(values.getByTestId('table-row').filter({ hasText: 'Первое' })).toBeVisible();

  await values.getByTestId('table-row').filter({ hasText: 'Первое' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(values.getByTestId('table-row')).toHaveCount(0);
  await expect(values.getByText('По Вашему запросу ничего не найдено')).toBeVisible();
  await page.getByText('Показать удалённые значения').click();
  await expect(values.getByTestId('table-row').filter({ hasText: 'Первое' })).toContainText('Удалён');
});

test('the operator is refused the reference screen', async ({ page }) => {
  await signIn(page, OPERATOR, '/universalreference');
  await expect(page.getByText('У вас недостаточно прав для доступа к этой странице.')).toBeVisible();
});
