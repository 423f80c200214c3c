import { expect, type Page, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { ADMIN, signIn } from '../helpers';

// Travel policies end to end: a policy made through the form (dates in the future) and issued; then annulled in one
// page while a second page still shows it issued, whose annulment is refused and reloads the card as annulled.

const day = (offset: number) => DateTime.now().setZone('Europe/Moscow').plus({ days: offset }).toFormat('dd.MM.yyyy');

async function createPolicy(page: Page, holder: string) {
  await page.goto('/vzr/policies/create');
  const form = page.getByTestId('travel-policy-form');
  await form.getByLabel('Страховая компания').selectOption({ index: 1 });
  await form.getByLabel('Валюта').selectOption({ index: 1 });
  await form.getByLabel('Поиск страны').fill('Итал');
  await form.getByRole('checkbox', { name: 'Италия' }).check();
  await form.getByLabel('Начало поездки').fill(day(10));
  await form.getByLabel('Окончание поездки').fill(day(17));
  await form.getByLabel('ФИО').fill(holder);
  await form.getByLabel('Телефон').fill('9161234567');
  await form.getByLabel('Фамилия (латиницей)').fill('IVANOV');
  await form.getByLabel('Имя (латиницей)').fill('IVAN');
  await form.getByLabel('Дата рождения').fill('15.05.1985');
  await form.getByLabel('Серия загранпаспорта').fill('75');
  await form.getByLabel('Номер загранпаспорта').fill('1234567');
  await expect(page.getByTestId('policy-premium')).toContainText('Итого', { timeout: 15_000 });
  await form.getByRole('button', { name: 'Создать полис' }).click();
  await expect(page.getByTestId('policy-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('policy-state')).toHaveText('Черновик');
}

async function issue(page: Page) {
  await page.getByTestId('policy-actions').getByRole('button', { name: 'Выпустить' }).click();
  await page.getByTestId('accept-policy-dialog').getByRole('button', { name: 'Выпустить' }).click();
  await expect(page.getByTestId('policy-state')).toHaveText('Выпущен');
}

async function annul(page: Page, reason: string) {
  await page.getByTestId('policy-actions').getByRole('button', { name: 'Аннулировать' }).click();
  const dialog = page.getByTestId('annul-policy-dialog');
  await dialog.getByLabel(/Причина аннулирования/).fill(reason);
  await dialog.getByRole('button', { name: 'Аннулировать' }).click();
}

test('a policy is created through the form and issued', async ({ page }) => {
  await signIn(page, ADMIN);
  await createPolicy(page, 'Сидоров Семён Петрович');
  await issue(page);
  await expect(page.getByTestId('policy-history')).toContainText('Выпущен');
});

test('a second annulment from a stale page is refused and the card reloads as annulled', async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await createPolicy(page, 'Кузнецова Мария Ивановна');
  await issue(page);
  const url = page.url();

  const context = await browser.newContext({ locale: 'ru-RU' });
  const stalePage = await context.newPage();
  await signIn(stalePage, ADMIN, url);
  await expect(stalePage.getByTestId('policy-state')).toHaveText('Выпущен');

  await annul(page, 'Отказ от поездки');
  await expect(page.getByTestId('policy-state')).toHaveText('Аннулирован');

  await annul(stalePage, 'Повторная попытка');
  await expect(stalePage.getByText('Полис был изменён.')).toBeVisible();
  await expect(stalePage.getByTestId('policy-state')).toHaveText('Аннулирован');
  await expect(stalePage.getByTestId('policy-actions').getByRole('button', { name: 'Аннулировать' })).toHaveCount(0);
  await context.close();
});
