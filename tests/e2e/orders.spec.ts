import { expect, type Page, test } from '@playwright/test';
import { OPERATOR, signIn } from './helpers';

// Orders end to end: the operator creates a tyre-service order with the per-axle rules, works it through
// statuses, adds a comment, a photo and a checklist mark, archives it and finds it in the archive.

/** A 1x1 PNG: the server checks the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function pickAxle(
  page: Page,
  axle: 'front' | 'rear',
  brand: string,
  model: string,
  width: string,
  height: string,
) {
  const box = page.getByTestId(`axle-tires.${axle}`);
  await box.getByRole('combobox', { name: /Производитель шин/ }).selectOption({ label: brand });
  const models = box.getByRole('combobox', { name: /Модель шин/ });
  await expect(models.locator('option', { hasText: model })).toHaveCount(1);
  await models.selectOption({ label: model });
  await box.getByRole('combobox', { name: /Ширина шин/ }).selectOption({ label: width });
  await box.getByRole('combobox', { name: /Высота шин/ }).selectOption({ label: height });
}

async function changeStatus(page: Page, status: string) {
  await page.getByRole('button', { name: 'Сменить статус' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сменить статус' });
  await dialog.getByRole('combobox', { name: /Статус/ }).selectOption({ label: status });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText(status);
}

test('a tyre-service order: per-axle rules, statuses, comment, photo, checklist, then the archive', async ({
  page,
}) => {
  await signIn(page, OPERATOR, '/tire/fitting/order');
  await page.getByRole('textbox', { name: 'Поиск клиента' }).fill('+79161234567');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByText('Иванов Иван Иванович', { exact: false }).first().waitFor();
  await page.getByRole('button', { name: 'Выбрать' }).first().click();
  await expect(page.getByTestId('order-client')).toContainText('Иванов Иван Иванович');

  // Service 69 asks for the tyres of every shown axle; the rear one only once 'Разные шины на осях' shows it.
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Укажите производителя шин')).toHaveCount(1);
  await expect(page.getByText('Укажите ширину шин')).toHaveCount(1);
  await page.getByText('Разные шины на осях').click();
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Укажите производителя шин')).toHaveCount(2);

  await pickAxle(page, 'front', 'Nokian Tyres', 'Hakkapeliitta 10', '205', '55');
  await pickAxle(page, 'rear', 'Michelin', 'X-Ice North 4', '225', '50');
  await page.getByRole('textbox', { name: 'Стоимость' }).fill('4800');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/tire\/fitting\/order\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Заявка №');
  const number = ((await heading.textContent()) ?? '').replace(/^.*№\s*/, '').trim();
  await expect(page.getByTestId('order-status')).toHaveText('Новая');

  await changeStatus(page, 'В работе');

  await page.getByRole('tab', { name: 'Комментарии' }).click();
  await page.getByRole('button', { name: 'Добавить комментарий' }).click();
  const commentDialog = page.getByRole('dialog', { name: 'Новый комментарий' });
  await commentDialog.getByRole('combobox', { name: /Получатель/ }).selectOption({ label: 'Всем' });
  await commentDialog.getByRole('textbox', { name: /Комментарий/ }).fill('  Клиент приедет к 10:00  ');
  await commentDialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(commentDialog).toBeHidden();
  await expect(page.getByTestId('table-row').filter({ hasText: 'Клиент приедет к 10:00' })).toBeVisible();

  await page.getByRole('tab', { name: 'Чек-лист' }).click();
  await page.getByRole('button', { name: 'Фото автомобиля сделаны: Не отмечен' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('button', { name: 'Фото автомобиля сделаны: Да' })).toBeVisible();
  await expect(page.getByText('изменено')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Фото и видео' }).click();
  await page.getByTestId('photo-input').setInputFiles({ name: 'колесо.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'колесо.png' })).toBeVisible();

  await changeStatus(page, 'Выполнена');
  await changeStatus(page, 'В архиве');
  // An archived order takes no more changes.
  await expect(page.getByRole('button', { name: 'Сменить статус' })).toHaveCount(0);

  await page.goto('/orders/archive');
  await page.getByPlaceholder('Быстрый поиск').fill(number);
  await page.getByPlaceholder('Быстрый поиск').press('Enter');
  const row = page.getByTestId('table-row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('В архиве');
  await row.click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
});
