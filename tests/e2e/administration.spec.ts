import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, signIn } from './helpers';

// An organisation set up from the console alone: a partner with an office and a legal entity, an employee invited
// into it with a role of the partner's, and a permission given to that role that shows in the employee's open
// console (the menu) without a re-login.

test('a new partner, its office and legal entity, an invited employee, and a permission that reaches the open console', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const partnerName = `ООО «Партнёр ${tag}»`;
  await signIn(page, ADMIN);

  // The partner, its office and its legal entity, in the partner's screens.
  await page.goto('/partners/create');
  await page.getByTestId('partner-create').getByLabel('Название').fill(partnerName);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/partners\/\d+$/);
  const partnerId = Number(/\/partners\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: partnerName })).toBeVisible();

  await page.getByRole('tab', { name: 'Офисы' }).click();
  await page.getByRole('button', { name: 'Добавить офис' }).click();
  const officeDialog = page.getByRole('dialog');
  await officeDialog.getByLabel('Название').fill(`Офис ${tag}`);
  await officeDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(officeDialog).toBeHidden();
  await expect(page.getByText(`Офис ${tag}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Юридические лица' }).click();
  await page.getByRole('button', { name: 'Добавить юридическое лицо' }).click();
  await expect(page).toHaveURL(new RegExp(`/partners/legal/create/${partnerId}$`));
  const legalForm = page.getByTestId('partner-legal-form');
  await legalForm.getByLabel('Название').fill(`ООО «Юрлицо ${tag}»`);
  await legalForm.getByLabel('ИНН').fill('7707083893');
  await legalForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/partners\/legal\/\d+$/);

  // A role of the partner's, and the employee invited into the partner with it.
  const token = await apiToken(page, ADMIN);
  const headers = { authorization: token };
  const role = await (
    await page.request.post('/v1/roles', { headers, data: { name: `Сотрудник ${tag}`, partnerId } })
  ).json();
  const email = `employee-${tag}@test.ru`;
  await page.goto('/users');
  await page.getByRole('button', { name: 'Новый пользователь' }).click();
  const userDialog = page.getByRole('dialog');
  await userDialog.getByLabel('E-mail').fill(email);
  await userDialog.getByLabel('Фамилия').fill('Новиков');
  await userDialog.getByLabel('Имя').fill('Пётр');
  await userDialog.getByLabel('Партнёр').selectOption({ label: partnerName });
  await userDialog.getByRole('button', { name: 'Создать и пригласить' }).click();
  await expect(userDialog).toBeHidden();
  const found = await (
    await page.request.post('/v1/users/find', { headers, data: { offset: 0, size: 5, search: email } })
  ).json();
  const employee = found.users.find((u: { email: string }) => u.email === email);
  expect(employee).toBeTruthy();
  expect(
    (await page.request.post('/v1/user_roles', { headers, data: { userId: employee.id, roleId: role.id } })).ok(),
  ).toBe(true);

  // The employee accepts the invitation from the letter and works in a console of their own.
  const outbox = await (await page.request.get('/v1/mail/outbox', { headers })).json();
  const letter = outbox.find((m: { to: string }) => m.to === email);
  const code = /\/signup\/([A-Za-z0-9_-]+)/.exec(letter.text)?.[1];
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await employeePage.goto(`/signup/${code}`);
  await employeePage.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Welcome123');
  await employeePage.getByRole('textbox', { name: 'Повторите пароль' }).fill('Welcome123');
  await employeePage.getByRole('button', { name: 'Завершить регистрацию' }).click();
  await expect(employeePage.getByTestId('signup-done')).toBeVisible();
  await signIn(employeePage, { email, password: 'Welcome123' });
  await expect(employeePage.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
  const menu = employeePage.getByTestId('side-menu');
  await expect(menu.getByText('Справочники')).toHaveCount(0);

  // The admin gives the role 'Подразделения' on the permissions screen.
  await page.goto('/permissions');
  await page.getByLabel('Партнёр').selectOption({ label: partnerName });
  await page.getByLabel('Роль', { exact: true }).selectOption({ label: `Сотрудник ${tag}` });
  // Chakra's checkbox: its visible control sits over the input, so the label (the control's root) takes the click.
  await page.locator('label[aria-label="Доступно: divisions"]').click();
  await expect(page.getByRole('checkbox', { name: 'Доступно: divisions', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Сохранить права' }).click();

  // The employee's open console follows: the menu group and its item appear, no re-login, no reload.
  await expect(menu.getByText('Справочники')).toBeVisible();
  await menu.getByText('Справочники').click();
  await menu.getByRole('link', { name: 'Подразделения' }).click();
  await expect(employeePage.getByRole('heading', { level: 1, name: 'Подразделения' })).toBeVisible();
  await employeeContext.close();
});
