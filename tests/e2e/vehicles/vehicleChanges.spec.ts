import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, signIn } from '../helpers';

// The demo stages the rename of Lada XRAY to «XRAY Cross»: applied on /vehicle/changes/models/, the catalogue then
// lists the model under its new name and the change moves to the history.

test('apply a staged rename and see the renamed model in the catalogue', async ({ page }) => {
  await signIn(page, ADMIN, '/vehicle/changes');
  await expect(page.getByRole('button', { name: 'Проверить изменения' })).toBeVisible();
  const models = page.getByTestId('vehicle-changes-models');
  await expect(models).toContainText('Модели');
  await models.getByRole('link', { name: 'Открыть' }).click();

  const row = page.getByTestId('vehicle-change-row').filter({ hasText: 'XRAY Cross' });
  await expect(row).toContainText('Переименована');
  await expect(row).toContainText('Lada');
  await row.getByLabel('Выбрать: XRAY Cross').click();
  await page.getByRole('button', { name: 'Применить', exact: true }).click();
  const confirm = page.getByTestId('vehicle-changes-confirm');
  await expect(confirm).toContainText('Применить изменения?');
  await confirm.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Применено изменений: 1')).toBeVisible();
  await expect(page.getByTestId('vehicle-change-row').filter({ hasText: 'XRAY Cross' })).toHaveCount(0);

  await page.getByLabel('Статус').selectOption({ label: 'Применённые' });
  await expect(page.getByTestId('vehicle-change-row').filter({ hasText: 'XRAY Cross' })).toBeVisible();

  const token = await apiToken(page, ADMIN);
  const makes = (await (
    await page.request.get('/v1/catalog/vehicle/makes', { headers: { authorization: token } })
  ).json()) as { id: number; title: string }[];
  const lada = makes.find((m) => m.title === 'Lada');
  const list = (await (
    await page.request.get(`/v1/catalog/vehicle/makes/${lada?.id}/models`, { headers: { authorization: token } })
  ).json()) as { title: string }[];
  expect(list.map((m) => m.title)).toContain('XRAY Cross');
  expect(list.map((m) => m.title)).not.toContain('XRAY');
});
