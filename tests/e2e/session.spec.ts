import { expect, test } from '@playwright/test';
import { ADMIN, chooseMenuItem, login, OPERATOR } from './helpers';

test('a wrong password shows the wrong-credentials message and stays on the login', async ({ page }) => {
  await login(page, { email: ADMIN.email, password: 'Wrong12345' });
  await expect(page.getByTestId('login-error')).toHaveText('Введен неправильно логин или пароль, попробуйте еще раз.');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('E-mail')).toHaveValue(ADMIN.email);
});

test('the login page is painted from its HTML: typed and sent before the console arrives, it signs in', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  // The console's scripts are held back until the form has been filled in and sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route('**/assets/startConsole-*.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.locator('#root[data-prerendered="login"] form')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  expect(asked, 'nothing is loaded before the form is used').toBe(false);

  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Пароль')).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/); // held, not sent to the address bar
  // The route's handler runs in the test's process, a moment after the browser asks: polled, not read once.
  await expect.poll(() => asked, { message: 'the first key asked for the console' }).toBe(true);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Рабочий стол' })).toBeVisible();
  expect(problems, 'React took the prerendered page over without a mismatch').toEqual([]);
});

test('empty fields give the validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Введите корректный логин')).toBeVisible();
  await expect(page.getByText('Введите корректный пароль')).toBeVisible();
});

test('login opens the dashboard with both panels, and the title has the brand', async ({ page }) => {
  await login(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Рабочий стол' })).toBeVisible();
  await expect(page).toHaveTitle('Автосервис - Рабочий стол');
  await expect(page.getByTestId('last-event-row')).toHaveCount(10);
  const notifications = page.getByTestId('notification-row');
  await expect(notifications.first()).toBeVisible();
  const tenDays = await notifications.count();
  await page.getByTestId('notifications-period').selectOption('30');
  await expect.poll(() => notifications.count()).toBeGreaterThan(tenDays);
  await page.getByTestId('notifications-period').selectOption('3');
  await expect.poll(() => notifications.count()).toBeLessThan(tenDays);
  await expect(notifications.first().getByRole('link')).toHaveAttribute('href', /^\/orders\/\d+$/);
  await expect(page.getByText('версия 1.18.116')).toBeVisible();
  await expect(page.getByTestId('office-name')).not.toBeEmpty();
});

test('a protected page sends to the login and back there after it (redirectTo)', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fusers$/);
  await login(page, ADMIN, page.url());
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible();
  // Already logged in: the login page goes straight to redirectTo.
  await page.goto('/login?redirectTo=%2Froles');
  await expect(page).toHaveURL(/\/roles$/);
});

test('the operator does not see admin items, and is refused their pages', async ({ page }) => {
  await login(page, OPERATOR);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: 'Активные заявки' })).toBeVisible();
  await expect(menu.getByText('Справочники')).toHaveCount(0);
  // The operator works with the reports (their own statistics among them), so that group stays.
  await expect(menu.getByText('Отчёты', { exact: true })).toBeVisible();
  await expect(page.getByTestId('debug-toggle')).toHaveCount(0);
  await page.goto('/roles');
  await expect(page.getByText('У вас недостаточно прав для доступа к этой странице.')).toBeVisible();
});

test('the admin sees every group of the menu', async ({ page }) => {
  await login(page, ADMIN);
  const menu = page.getByTestId('side-menu');
  for (const group of ['Заявки', 'Справочники', 'Расписание', 'Отчёты', 'Страхование ВЗР', 'Прочее']) {
    await expect(menu.getByText(group, { exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Поиск клиента' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Поиск автомобиля' })).toBeVisible();
});

test('when the token runs out the session-expired modal leads back to the login with the way back', async ({
  page,
}) => {
  await login(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
  await page.goto('/services');
  // Pretend the token is about to expire: the console schedules the expiry from the stored value.
  await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('APP_Auth')!);
    localStorage.setItem('APP_Auth', JSON.stringify({ ...auth, expiresAt: Date.now() + 2500 }));
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible();
  const modal = page.getByTestId('session-expired');
  await expect(modal).toBeVisible({ timeout: 10_000 });
  await expect(modal.getByText('Внимание!')).toBeVisible();
  await expect(modal.getByText('Закончилось время вашей сессии. Войдите в систему заново.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('APP_Auth'))).toBeNull();
  await modal.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fservices$/);
  await login(page, ADMIN, page.url());
  await expect(page).toHaveURL(/\/services$/);
});

test('a token the server refuses (430) clears the stored auth', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() =>
    localStorage.setItem(
      'APP_Auth',
      JSON.stringify({ token: 'Bearer broken.token.value', expiresAt: Date.now() + 3600_000 }),
    ),
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('APP_Auth'))).toBeNull();
});

test('logout from the profile menu', async ({ page }) => {
  await login(page, ADMIN);
  await page.getByTestId('profile-menu').click();
  await expect(page.getByTestId('profile-roles')).toContainText('Администратор');
  await chooseMenuItem(page, 'Выход');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('APP_Auth'))).toBeNull();
});

test('unknown pages show the not-found page, every route its screen', async ({ page }) => {
  await login(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  await page.goto('/reports/bonuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Бонусы по заявкам' })).toBeVisible();
  await expect(page.getByTestId('report-filters')).toBeVisible();
});

test('below 992 px the side menu folds into a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await login(page, ADMIN);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page.getByTestId('menu-toggle').click();
  await page.getByRole('link', { name: 'Поиск клиента' }).click();
  await expect(page).toHaveURL(/\/client\/search$/);
});

test('the admin opens the debug dock: live actors, the session chart with its active state, events as they come', async ({
  page,
}) => {
  await login(page, ADMIN);
  await expect(page.getByTestId('last-event-row').first()).toBeVisible();
  await page.keyboard.press('Control+Shift+D');
  const dock = page.getByTestId('debug-dock');
  await expect(dock).toBeVisible();
  const actors = dock.getByTestId('debug-actor');
  await expect(actors.filter({ hasText: 'dashboard.lastEvents' })).toContainText('loaded');
  await expect(actors.filter({ hasText: 'dashboard.lastNotifications' })).toContainText('loaded');
  await actors.filter({ hasText: 'session' }).first().click();
  // loggedIn is active (with its child, the permission reload's resting state, active inside it).
  const active = dock.getByTestId('debug-chart').locator('[data-active="true"]');
  await expect(active.filter({ hasText: 'loggedIn' }).first()).toBeVisible();
  await expect(active.filter({ hasText: 'loggedOut' })).toHaveCount(0);
  // A new request is a new event on the live actor, without reopening the dock.
  await dock
    .getByRole('button', { name: /Свернуть|Закрыть/ })
    .first()
    .click();
  await page.getByTestId('notifications-period').selectOption('30');
  await page.getByTestId('debug-toggle').click();
  await actors.filter({ hasText: 'dashboard.lastNotifications' }).click();
  await dock.getByRole('tab', { name: /События/ }).click();
  await expect(dock.getByTestId('debug-event').filter({ hasText: 'data.params' })).toHaveCount(1);
});
