import { expect, test } from '@playwright/test';
import { OPERATOR, signIn } from './helpers';

// A reconciliation act from creation to finalize: the operator picks a partner's paid invoices, then the
// act goes ratify → verify → finalize, each button offered only when the act's chart allows it.

test('an act from a partner’s paid invoices, ratified, verified and finalized', async ({ page }) => {
  await signIn(page, OPERATOR, '/reconciliation');
  await page.getByRole('button', { name: 'Создать акт' }).click();
  const dialog = page.getByTestId('create-act-dialog');
  await dialog.getByRole('combobox', { name: /Партнёр/ }).selectOption({ label: 'Шинный центр «Колесо»' });
  const first = dialog.getByTestId('available-invoice').first();
  await first.locator('label').first().click();
  await expect(first.getByRole('checkbox')).toBeChecked();
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/reconciliation\/\d+\/$/);
  const header = page.getByTestId('act-header');
  await expect(header).toContainText('Сформирован');

  const actions = page.getByTestId('act-actions');
  for (const [action, stateName] of [
    ['Согласовать', 'Согласован партнёром'],
    ['Проверить', 'Проверен'],
    ['Завершить', 'Завершён'],
  ] as const) {
    await actions.getByRole('button', { name: action, exact: true }).click();
    await page.getByTestId('confirm-act-dialog').getByRole('button', { name: action, exact: true }).click();
    await expect(header).toContainText(stateName);
  }
  await expect(actions.getByRole('button')).toHaveCount(0);
});
