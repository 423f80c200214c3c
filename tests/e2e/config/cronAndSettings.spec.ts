import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';

// The common settings keep a saved value across a reload; a background task run from /config/crontask shows its
// new run at the top of its history. The task run is the bonus check: read-only, so no other spec's data moves.

test('a common setting saved on /config/common is there after a reload', async ({ page }) => {
  const hours = String(2 + (Date.now() % 90));
  await signIn(page, ADMIN, '/config/common');
  await expect(page.getByRole('heading', { name: 'Общие настройки' })).toBeVisible();
  const form = page.getByTestId('common-settings-form');
  const lead = form.getByLabel('Напоминать о записи за, ч');
  await expect(lead).not.toHaveValue('');
  const save = form.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  await lead.fill(hours === (await lead.inputValue()) ? String(Number(hours) + 1) : hours);
  const typed = await lead.inputValue();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('common-settings-form').getByLabel('Напоминать о записи за, ч')).toHaveValue(typed);
});

test('a background task run now appears at the top of its history', async ({ page }) => {
  await signIn(page, ADMIN, '/config/crontask');
  const tasks = page.getByTestId('data-table-config.crontask.tasks');
  await tasks.getByTestId('table-row').filter({ hasText: 'Пересчёт бонусов' }).click();
  const history = page.getByTestId('data-table-config.crontask.runs');
  await expect(history.getByTestId('cron-history-task')).toHaveText('Пересчёт бонусов');

  await history.getByRole('button', { name: 'Запустить сейчас' }).click();
  await expect(page.getByText('Задача выполнена')).toBeVisible();
  const newest = history.getByTestId('table-row').first();
  await expect(newest).toContainText(/Проверено балансов: \d+/);
  await expect(newest).toContainText('Успешно');
});
