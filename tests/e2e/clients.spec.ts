import { expect, type Page, test } from '@playwright/test';
import { ADMIN, OPERATOR, signIn } from './helpers';

// Clients end to end: the client search (by phone, by name), adding a client, the card and its form.

const phoneSearch = (page: Page) => page.locator('#client-phone-search');
const phoneField = (page: Page) => phoneSearch(page).getByRole('textbox', { name: 'Телефон' });
/** A mobile number no earlier run has: +7 (99x) xxx-xx-xx from the clock and chance. */
const uniqueMobile = () =>
  `99${String(Date.now() % 10_000_000).padStart(7, '0')}${Math.floor(Math.random() * 10)}`.slice(0, 10);

async function findByPhone(page: Page, digits: string) {
  await page.goto('/client/search');
  await phoneField(page).pressSequentially(digits);
  await phoneSearch(page).getByRole('button', { name: 'Найти' }).click();
}

test('the demo client is found by phone and its card opens with its tabs', async ({ page }) => {
  await signIn(page, ADMIN);
  await findByPhone(page, '9161234567');
  await expect(page).toHaveURL(/\/client\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Иванов Иван Иванович' })).toBeVisible();
  await expect(page.getByTestId('client-phone')).toHaveText('+7 (916) 123-45-67');
  await expect(page.getByTestId('client-status')).toHaveText('Активный');
  await expect(page.getByRole('tab')).toHaveText([
    'Личные данные',
    'Контактные данные',
    'Автомобили',
    'Документы',
    'Заявки',
    'История уведомлений',
    'Убытки клиента',
    'Сервисные карты',
    'Бонусы',
    'Промоакции',
    'Страхование',
  ]);

  // The tab lives in the URL: a reload opens it again.
  await page.getByRole('tab', { name: 'Документы' }).click();
  await expect(page).toHaveURL(/\?tab=documents$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Документы' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('client-snils')).toHaveValue(/^\d{3}-\d{3}-\d{3}-\d{2}$/);
});

test('an unknown mobile number is offered for adding; the new client is edited on its card', async ({ page }) => {
  await signIn(page, ADMIN);
  const digits = uniqueMobile();
  const masked = `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
  await findByPhone(page, digits);
  await expect(page.getByTestId('client-lookup-failed')).toContainText('Клиент с таким номером не найден');
  await expect(phoneSearch(page).getByRole('button', { name: 'Добавить' })).toBeEnabled();

  await phoneSearch(page).getByRole('button', { name: 'Добавить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый клиент' });
  await expect(dialog.getByTestId('new-client-phone')).toHaveValue(masked);
  await dialog.getByRole('textbox', { name: 'Фамилия' }).fill('Тестов');
  await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill('Игорь');
  await dialog.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('15031985');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/client\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тестов Игорь' })).toBeVisible();
  await expect(page.getByTestId('client-phone')).toHaveText(masked);

  // Edit the last name and save.
  const personal = page.getByTestId('client-personal-form');
  await expect(personal.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await personal.getByRole('textbox', { name: 'Фамилия' }).fill('Тестовский');
  await personal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Тестовский Игорь' })).toBeVisible();
  await expect(personal.getByRole('textbox', { name: 'Дата рождения' })).toHaveValue('15.03.1985');

  // A contact phone equal to the main one is refused with the rule's message.
  await page.getByRole('tab', { name: 'Контактные данные' }).click();
  const contact = page.getByTestId('client-contact-form');
  await contact.getByRole('textbox', { name: 'Контактный телефон 1' }).pressSequentially(digits);
  await contact.getByRole('button', { name: 'Сохранить' }).click();
  await expect(contact.getByText('Номер не должен совпадать с основным')).toBeVisible();

  // Leaving with unsaved edits asks first.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Рабочий стол' }).click();
  await expect(page.getByText('Точно ?')).toBeVisible();
  await page.getByRole('button', { name: 'Нет. Отмена' }).click();
  await expect(page).toHaveURL(/\/client\/\d+\/\?tab=contact$/);
  await expect(contact.getByRole('textbox', { name: 'Контактный телефон 1' })).toHaveValue(masked);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Рабочий стол' }).click();
  await page.getByRole('button', { name: 'ДА. Потерять изменения' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Рабочий стол' })).toBeVisible();

  // The edit was kept by the server.
  await findByPhone(page, digits);
  await expect(page.getByRole('heading', { level: 1, name: 'Тестовский Игорь' })).toBeVisible();
});

test('the name search finds Иванов Иван and opens the card', async ({ page }) => {
  await signIn(page, ADMIN, '/client/search');
  const form = page.getByRole('form', { name: 'Поиск по имени' });
  await form.getByRole('button', { name: 'Найти' }).click();
  await expect(form.getByText('Укажите фамилию')).toBeVisible();
  await form.getByRole('textbox', { name: 'Фамилия' }).fill('Иванов');
  await form.getByRole('textbox', { name: 'Имя' }).fill('Иван');
  await form.getByRole('button', { name: 'Найти' }).click();
  const results = page.getByTestId('name-search-results');
  await expect(results.getByRole('heading', { name: 'Найденные клиенты' })).toBeVisible();
  await results.getByRole('link', { name: 'Иванов Иван Иванович' }).click();
  await expect(page.getByTestId('client-phone')).toHaveText('+7 (916) 123-45-67');

  await page.goto('/client/search');
  await form.getByRole('textbox', { name: 'Фамилия' }).fill('Никаков');
  await form.getByRole('textbox', { name: 'Имя' }).fill('Никто');
  await form.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Никого не нашлось')).toBeVisible();
});

test('the operator sees the card without the form tabs and without the name search', async ({ page }) => {
  await signIn(page, OPERATOR);
  await findByPhone(page, '9161234567');
  await expect(page.getByRole('heading', { level: 1, name: 'Иванов Иван Иванович' })).toBeVisible();
  await expect(page.getByRole('tab').first()).toHaveText('Автомобили');
  await expect(page.getByRole('tab', { name: 'Личные данные' })).toHaveCount(0);
  await page.goto('/client/search');
  await expect(phoneField(page)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Поиск по имени' })).toHaveCount(0);
});
