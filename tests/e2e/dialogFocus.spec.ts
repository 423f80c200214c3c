import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, DISPATCHER, signIn } from './helpers';

// Keyboard use of the console (WAI-ARIA dialog pattern): every dialog takes the focus when it opens, keeps Tab
// inside, closes on Escape and gives the focus back to the button that opened it, even when that button was drawn
// anew meanwhile (the order card's actions are hidden while their dialog is open). The shell's first tab stop skips
// to the content, and errors reach screen readers as alerts.

const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"],[role="alertdialog"]') != null);

/** Opens a dialog with the keyboard from `opener`, tabs around in it, closes it with Escape. */
async function checkDialog(page: Page, opener: () => Locator) {
  await opener().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInDialog(page), { message: 'the focus moves into the dialog' }).toBe(true);
  // More Tab presses than the dialog has stops: the focus wraps around inside and never leaves it.
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll('a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea')
        .length,
  );
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener(), 'the focus is back on the button that opened the dialog').toBeFocused();
}

test.describe('dialogs trap the focus and give it back', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('«Сменить статус»: focus inside, Tab cycles, Escape returns it; the unchanged status cannot be saved', async ({
    page,
  }) => {
    await page.goto('/orders/1');
    const header = page.getByTestId('order-card-header');
    const change = () => header.getByRole('button', { name: 'Сменить статус' });
    await checkDialog(page, change);

    await change().click();
    const dialog = page.getByRole('dialog', { name: 'Сменить статус' });
    const status = dialog.getByRole('combobox', { name: /Статус/ });
    const save = dialog.getByRole('button', { name: 'Сохранить' });
    await expect(status.locator('option', { hasText: 'В работе' })).toHaveCount(1);
    const current = await status.inputValue();
    expect(current, 'the dialog opens on the order’s status').not.toBe('');
    await expect(save).toBeDisabled();
    const other = await status
      .locator('option')
      .evaluateAll(
        (options, now) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v && v !== now),
        current,
      );
    await status.selectOption(other ?? '');
    await expect(save).toBeEnabled();
    await status.selectOption(current);
    await expect(save).toBeDisabled();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the order card’s other dialogs', async ({ page }) => {
    await page.goto('/orders/1');
    const header = page.getByTestId('order-card-header');
    await checkDialog(page, () => header.getByRole('button', { name: 'Перенести в другой сервис' }));
    await checkDialog(page, () => header.getByRole('button', { name: 'Удалить' }));
    await page.getByRole('tab', { name: 'Комментарии' }).click();
    await checkDialog(page, () => page.getByRole('button', { name: 'Добавить комментарий' }));
  });

  test('the client card’s dialogs', async ({ page }) => {
    await page.goto('/client/1/');
    await checkDialog(page, () => page.locator('main').getByRole('button', { name: 'Удалить', exact: true }));
    await page.getByRole('tab', { name: 'Автомобили' }).click();
    await checkDialog(page, () => page.getByRole('button', { name: 'Добавить авто' }));
  });

  test('the dashboard’s notification settings, loaded when first opened', async ({ page }) => {
    await checkDialog(page, () =>
      page.getByTestId('panel-last-notifications').getByRole('button', { name: 'Настройки' }),
    );
  });

  test('users, vehicles and partners', async ({ page }) => {
    await page.goto('/users');
    await checkDialog(page, () => page.getByRole('button', { name: 'Новый пользователь' }));
    await page.goto('/vehicle/1');
    await checkDialog(page, () => page.locator('main').getByRole('button', { name: 'Изменить', exact: true }));
    await page.goto('/partners/1');
    await checkDialog(page, () => page.locator('main').getByRole('button', { name: 'Удалить', exact: true }));
    await page.getByRole('tab', { name: 'Офисы' }).click();
    await checkDialog(page, () => page.getByRole('button', { name: 'Добавить офис' }));
  });
});

// The dashboard's dialogs load on their first opening; an offer's buttons are disabled meanwhile, so the focus is
// on the body by the time the dialog is drawn, and still goes back to the button.
test('the dashboard’s dialogs, loaded when first opened, give the focus back too', async ({ page }) => {
  await signIn(page, DISPATCHER);
  await checkDialog(page, () =>
    page
      .getByTestId('offer-row')
      .first()
      .getByRole('button', { name: /^Отклонить/ }),
  );
});

test('the skip link is the first tab stop and moves the focus to the content', async ({ page }) => {
  await signIn(page, ADMIN, '/orders');
  await expect(page.locator('main').getByRole('button').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') != null)).toBe(true);
});

test('a refused login is an alert', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('E-mail').press('Enter');
  await expect(page.getByLabel('Пароль')).toBeFocused();
  await page.getByLabel('Пароль').fill('Wrong12345');
  await page.getByLabel('Пароль').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Введен неправильно логин или пароль' })).toBeVisible();
});
