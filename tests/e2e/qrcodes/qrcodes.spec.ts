import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';

// A batch of 12 QR codes made on /qrcodes for the tyre partner's office, its codes listed, and its label sheet
// printed: the download is a PDF.

test('a QR batch: create 12 codes, list them, print the label sheet as a PDF', async ({ page }) => {
  const comment = `e2e ${Date.now().toString(36)}`;
  await signIn(page, ADMIN, '/qrcodes');
  await expect(page.getByRole('heading', { name: 'QR-коды' })).toBeVisible();

  await page.getByRole('button', { name: 'Создать коды' }).click();
  const form = page.getByTestId('modal-form');
  await form.getByLabel('Партнёр').selectOption({ label: 'Шинный центр «Колесо»' });
  // An office's option reads 'name, address'.
  const office = form.getByLabel('Офис');
  await expect(office.locator('option', { hasText: 'Колесо в Химках' })).toHaveCount(1);
  await office.selectOption(
    (await office.locator('option', { hasText: 'Колесо в Химках' }).getAttribute('value')) ?? '',
  );
  await form.getByLabel(/Количество кодов/).fill('12');
  await form.getByLabel('Комментарий').fill(comment);
  await form.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(form).toBeHidden();

  // Newest first: the batch just made heads the list.
  const row = page.getByTestId('table-row').first();
  await expect(row).toContainText('Колесо в Химках');
  await expect(row).toContainText('12');

  await row.getByRole('button', { name: 'Коды' }).click();
  const codes = page.getByTestId('qr-codes-dialog');
  await expect(codes.getByTestId('qr-code-row')).toHaveCount(12);
  for (const text of await codes.getByTestId('qr-code-row').allTextContents()) expect(text).toMatch(/^[1-9]\d{8}Нет$/);
  await codes.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(codes).toBeHidden();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Печать' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
