import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

test('the admin maps a Carmen employee to a user, sees it kept after a reload, and clears it', async ({ page }) => {
  await signIn(page, ADMIN, '/carmen/users/');
  const table = page.getByTestId('data-table-carmen.users');
  await table.getByTestId('table-search').fill('Гусев');
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  const select = page.getByRole('combobox', { name: 'Сопоставление: Гусев Олег Викторович' });
  await expect(select).toHaveValue('');
  // Nothing to clear while nothing is set.
  await expect(page.getByRole('button', { name: 'Очистить: Гусев Олег Викторович' })).toHaveCount(0);
  const user = 'Макарова Вера Степановна (makarova.v@demo.ru)';
  await expect(select.locator('option', { hasText: user })).toHaveCount(1);
  await select.selectOption({ label: user });
  await expect(page.getByText(`«Гусев Олег Викторович»: ${user}`)).toBeVisible();

  await page.reload();
  await table.getByTestId('table-search').fill('Гусев');
  const reloaded = page.getByRole('combobox', { name: 'Сопоставление: Гусев Олег Викторович' });
  await expect(reloaded.locator('option:checked')).toHaveText(user);

  await page.getByRole('button', { name: 'Очистить: Гусев Олег Викторович' }).click();
  await expect(page.getByText('«Гусев Олег Викторович»: сопоставление снято')).toBeVisible();
  await expect(reloaded).toHaveValue('');
  await page.reload();
  await table.getByTestId('table-search').fill('Гусев');
  await expect(page.getByRole('combobox', { name: 'Сопоставление: Гусев Олег Викторович' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Очистить: Гусев Олег Викторович' })).toHaveCount(0);
});

test('the Carmen makes show our makes in the select', async ({ page }) => {
  await signIn(page, ADMIN, '/vehicle/carmen-compat/');
  await page.getByTestId('data-table-carmen.makes').getByTestId('table-search').fill('KIA');
  await expect(page.getByRole('combobox', { name: 'Сопоставление: KIA MOTORS' }).locator('option:checked')).toHaveText(
    'Kia',
  );
});

test('the admin opens a background task’s run history, newest first', async ({ page }) => {
  await signIn(page, ADMIN, '/config/crontask');
  const tasks = page.getByTestId('data-table-config.crontask.tasks');
  const task = tasks.getByTestId('table-row').filter({ hasText: 'Выгрузка заявок в Carmen' });
  await expect(task).toContainText('Ошибка');
  await task.click();
  const history = page.getByTestId('data-table-config.crontask.runs');
  await expect(history.getByTestId('cron-history-task')).toHaveText('Выгрузка заявок в Carmen');
  await expect(history.getByTestId('table-row')).toHaveCount(10);
  await expect(history.getByTestId('table-row').first()).toContainText('Carmen ответил 502 Bad Gateway');
  await expect(history.getByTestId('table-row').filter({ hasText: 'Успешно' }).first()).toContainText(
    /Выгружено заявок: \d+/,
  );
});
