import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, login } from './helpers';

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join('; ')})`,
    );
}

test('the login page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell and the dashboard have no serious accessibility violation', async ({ page }) => {
  await login(page, ADMIN);
  await expect(page.getByTestId('last-event-row').first()).toBeVisible();
  await expect(page.getByTestId('notification-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
