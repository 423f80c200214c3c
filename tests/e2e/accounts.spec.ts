import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, chooseMenuItem, login, signIn } from './helpers';

test('password restore: request, the letter in the outbox, a new password, login with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/restorepwd$/);
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByText('Некорректный email')).toBeVisible();
  await page.getByLabel('E-mail').fill('partner@demo.ru');
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByTestId('restore-sent')).toBeVisible();

  // The admin reads the letter in the console's outbox (no SMTP here).
  await signIn(page, ADMIN, '/mail/outbox');
  const letter = page.getByTestId('outbox-row').filter({ hasText: 'partner@demo.ru' }).first();
  await expect(letter).toBeVisible();
  const link = /\/restorepwd\/reset\/[A-Za-z0-9_-]+/.exec((await letter.textContent()) ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.getByTestId('profile-menu').click();
  await chooseMenuItem(page, 'Выход');
  // The sign-out is over once the login page shows: navigating away before would keep the admin's session.
  await expect(page.getByLabel('E-mail')).toBeVisible();

  await page.goto(link!);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('other');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль должен быть не короче 8 символов')).toBeVisible();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('NewPass123');
  await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('NewPass123');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await login(page, { email: 'partner@demo.ru', password: 'NewPass123' });
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
  // The link is single-use.
  await page.goto(link!);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Another123');
  await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('Another123');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Ссылка для смены пароля недействительна или устарела')).toBeVisible();
});

test('an invited employee registers through the invitation link', async ({ page }) => {
  const token = await apiToken(page, ADMIN);
  const users = await page.request.post('/v1/users/find', {
    headers: { authorization: token },
    data: { offset: 0, size: 100, sortField: 'createdAt', sortOrder: 'DESC' },
  });
  const invited = (await users.json()).users.find(
    (u: { statusRefValueName: string }) => u.statusRefValueName === 'Приглашён',
  );
  expect(invited, 'the demo data has an invited user').toBeTruthy();
  const reinvite = await page.request.post('/v1/users/reinvite', {
    headers: { authorization: token },
    data: { email: invited.email },
  });
  expect(reinvite.ok()).toBe(true);
  const outbox = await (await page.request.get('/v1/mail/outbox', { headers: { authorization: token } })).json();
  const code = /\/signup\/([A-Za-z0-9_-]+)/.exec(outbox.find((m: { to: string }) => m.to === invited.email).text)![1];

  await page.goto('/signup/not-a-real-code');
  await expect(page.getByTestId('invite-error')).toHaveText('Приглашение не найдено или устарело');

  await page.goto(`/signup/${code}`);
  await expect(page.getByText(invited.email)).toBeVisible();
  await page.getByRole('button', { name: 'Завершить регистрацию' }).click();
  await expect(page.getByText('Для завершения регистрации введите пароль')).toBeVisible();
  await expect(page.getByText('Повторите пароль', { exact: true }).last()).toBeVisible();
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Welcome123');
  await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('Welcome123');
  await page.getByRole('button', { name: 'Завершить регистрацию' }).click();
  await expect(page.getByTestId('signup-done')).toBeVisible();
  await login(page, { email: invited.email, password: 'Welcome123' });
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
});
