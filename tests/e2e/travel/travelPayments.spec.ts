import { expect, type Page, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { ADMIN, apiToken, signIn } from '../helpers';

// A travel policy paid from its card: «Принять платёж» opens the payment form for it, the due amount is paid by card
// and confirmed, and the policy reads «Оплачен». Then a promo code is made and given a partner's commission.

const day = (d: DateTime) => Math.floor(d.setZone('Europe/Moscow').startOf('day').toSeconds());

/** An issued policy of its own, made through the API, so the test does not lean on the demo's states. */
async function issuedPolicy(page: Page) {
  const token = await apiToken(page, ADMIN);
  const headers = { Authorization: token };
  const dict = await (await page.request.get('/v1/vzr/dictionaries', { headers })).json();
  const today = DateTime.now().setZone('Europe/Moscow');
  const currency = dict.currencies.find((c: { rate: number | null }) => c.rate !== null);
  const created = await page.request.post('/v1/vzr/policies', {
    headers,
    data: {
      insurerId: dict.insuranceCompanies[0].id,
      currencyCode: currency.code,
      countryCodes: [dict.countries[0].code],
      startDate: day(today.plus({ days: 10 })),
      endDate: day(today.plus({ days: 16 })),
      holderName: 'Смирнова Анна Сергеевна',
      holderPhone: '+7 (916) 123-45-67',
      insured: [
        {
          lastName: 'SMIRNOVA',
          firstName: 'ANNA',
          birthDate: day(DateTime.fromISO('1990-05-04', { zone: 'Europe/Moscow' })),
          passportSeries: '75',
          passportNumber: '1234567',
        },
      ],
      risks: dict.risks
        .filter((r: { required: boolean }) => r.required)
        .map((r: { id: number; minSum: number }) => ({ riskId: r.id, sumInsured: r.minSum })),
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const policy = await created.json();
  const issued = await page.request.put(`/v1/vzr/policies/${policy.id}/accept`, { headers });
  expect(issued.ok(), await issued.text()).toBeTruthy();
  return (await issued.json()) as { id: number; number: string; dueAmount: number };
}

test('an issued policy paid by card from its card, confirmed, reads «Оплачен»', async ({ page }) => {
  await signIn(page, ADMIN);
  const policy = await issuedPolicy(page);
  await page.goto(`/vzr/policies/${policy.id}/`);
  await page.getByRole('link', { name: 'Принять платёж' }).click();
  await expect(page).toHaveURL(new RegExp(`/vzr/payments/create\\?policyId=${policy.id}$`));

  const form = page.getByTestId('payment-form');
  await expect(form.getByTestId('payment-policy-info')).toContainText('Смирнова Анна Сергеевна');
  await expect(form.getByLabel(/Сумма/)).toHaveValue(String(policy.dueAmount).replace('.', ','));
  await form.getByLabel(/Способ оплаты/).selectOption({ label: 'Банковская карта' });
  await form.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(page).toHaveURL(/\/vzr\/payments\/\d+\/$/);
  await expect(page.getByTestId('payment-state')).toHaveText('Зарегистрирован');

  await page.getByTestId('payment-actions').getByRole('button', { name: 'Подтвердить' }).click();
  await page.getByTestId('confirm-payment-dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('Подтверждён');

  await page.getByRole('link', { name: policy.number }).click();
  await expect(page).toHaveURL(new RegExp(`/vzr/policies/${policy.id}/$`));
  await expect(page.getByTestId('policy-state')).toHaveText('Оплачен');
});

test('a promo code made and given a partner’s commission', async ({ page }) => {
  await signIn(page, ADMIN, '/vzr/promocodes');
  await page.getByRole('button', { name: 'Новый промокод' }).click();
  await expect(page).toHaveURL(/\/vzr\/promocodes\/create$/);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByTestId('promo-code-form');
  await form.getByRole('textbox', { name: /Промокод/ }).fill(code);
  await form.getByRole('textbox', { name: /Название/ }).fill('Проверка комиссий');
  await form.getByRole('textbox', { name: /Скидка/ }).fill('7,5');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/vzr\/promocodes\/\d+\/$/);
  await expect(page.getByRole('heading', { name: `Промокод ${code}` })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить комиссию' }).click();
  const dialog = page.getByTestId('modal-form');
  const partner = dialog.getByLabel(/Партнёр/);
  await expect(partner.locator('option').nth(1)).toBeAttached();
  const partnerName = (await partner.locator('option').nth(1).textContent())?.trim() ?? '';
  await partner.selectOption({ index: 1 });
  await dialog.getByLabel(/Комиссия/).fill('3,5');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  const row = page.getByTestId('commission-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(partnerName);
  await expect(row).toContainText('3,5 %');
});
