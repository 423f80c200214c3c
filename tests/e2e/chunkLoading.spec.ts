import { expect, test } from '@playwright/test';
import { ADMIN, navigateInApp, signIn } from './helpers';

const SCRIPT = /\/assets\/[^/]+\.js$/;

test("a screen's scripts are asked for together with its chunk, not once the chunk has arrived", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByTestId('last-event-row').first()).toBeVisible(); // the dashboard has all it loads

  // The report's chunk is held on its way: what it needs can only be asked for by the chunk that imports it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const screenAsked = new Promise<void>((resolve) =>
    page.route('**/assets/BonusStatisticsReportPage-*.js', async (route) => {
      resolve();
      await held;
      await route.continue();
    }),
  );
  // Without the build's preloads (rollup.config.mjs, preload-dynamic-deps) this never comes: a ceiling, not a timing.
  const other = page.waitForRequest(
    (request) => SCRIPT.test(request.url()) && !request.url().includes('BonusStatisticsReportPage'),
    { timeout: 15_000 },
  );

  await navigateInApp(page, '/reports/bonus/statistics');
  await screenAsked;
  expect((await other).url(), 'a script the report needs, asked for while its chunk is held').toMatch(SCRIPT);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Статистика бонусов' })).toBeVisible();
});
