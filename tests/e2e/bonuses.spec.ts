import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, signIn } from './helpers';

// Bonus adjustment end to end: the demo client's 'Бонусы' tab, an accrual, both limits, a write-off, and the two new
// rows on top of the history.

test('the admin accrues and writes off bonuses within the limits and sees both at the top of the history', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const token = await apiToken(page, ADMIN);
  const found = await page.request.get('/v1/clients/phone/%2B79161234567', { headers: { authorization: token } });
  expect(found.ok(), 'the demo client is found by phone').toBeTruthy();
  const client = (await found.json()) as { id: number; bonus: number };
  const start = client.bonus;
  const stamp = Date.now();

  await page.goto(`/client/${client.id}/?tab=bonuses`);
  const history = page.getByTestId('data-table-client.bonuses');
  await expect(history.getByTestId('table-row').first()).toBeVisible();
  const balance = page.getByTestId('bonus-balance');
  await expect(balance).toHaveText(String(start));

  const dialog = page.getByTestId('bonus-operation-dialog');
  const type = dialog.getByRole('combobox', { name: /Тип операции/ });
  const amount = dialog.getByRole('textbox', { name: /Количество бонусов/ });
  const comment = dialog.getByRole('textbox', { name: /Комментарий/ });
  const save = dialog.getByRole('button', { name: 'Сохранить' });

  // Accrue 100.
  await page.getByRole('button', { name: 'Начислить / списать' }).click();
  await type.selectOption({ label: 'Начисление' });
  await amount.fill('100');
  await comment.fill(`Компенсация ${stamp}`);
  await save.click();
  await expect(page.getByText('Бонусы успешно начислены')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(balance).toHaveText(String(start + 100));

  // An accrual over 5000 is refused.
  await page.getByRole('button', { name: 'Начислить / списать' }).click();
  await expect(dialog.getByTestId('bonus-dialog-balance')).toHaveText(String(start + 100));
  await type.selectOption({ label: 'Начисление' });
  await amount.fill('6000');
  await comment.fill(`Слишком много ${stamp}`);
  await save.click();
  await expect(dialog.getByText('Нельзя начислить более 5000 бонусов')).toBeVisible();

  // A write-off above the balance is refused.
  await type.selectOption({ label: 'Списание' });
  await amount.fill(String(start + 101));
  await save.click();
  await expect(dialog.getByText('Нельзя списать бонусов больше. чем есть у клиента')).toBeVisible();

  // Write off 50.
  await amount.fill('50');
  await comment.fill(`Списание ${stamp}`);
  await expect(dialog.getByText('Нельзя списать бонусов больше. чем есть у клиента')).toHaveCount(0);
  await save.click();
  await expect(page.getByText('Бонусы успешно списаны')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(balance).toHaveText(String(start + 50));

  // Both operations head the history, newest first.
  const rows = history.getByTestId('table-row');
  await expect(rows.nth(0)).toContainText(`Списание ${stamp}`);
  await expect(rows.nth(0)).toContainText('−50');
  await expect(rows.nth(1)).toContainText(`Компенсация ${stamp}`);
  await expect(rows.nth(1)).toContainText('+100');
  // The server agrees.
  const after = (await (
    await page.request.get(`/v1/clients/${client.id}`, { headers: { authorization: token } })
  ).json()) as { bonus: number };
  expect(after.bonus).toBe(start + 50);
});
