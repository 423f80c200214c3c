import { expect, test } from '@playwright/test';
import { ADMIN, navigateInApp, signIn, storeSession } from './helpers';

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
  // Without the build's preloads (src/tools/build/preloadDynamicDeps.mjs) this never comes: a ceiling, not a timing.
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

test("opened on the dashboard, the page asks for the offers while the dashboard's chunk is on its way", async ({
  page,
}) => {
  await storeSession(page, ADMIN);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/DashboardPage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Without the entry's prefetch (boot/offersPrefetch.ts) the call waits for the chunk: a ceiling, not a timing.
  const asked = page.waitForRequest('**/v1/order_offers?status=pending', { timeout: 15_000 });

  await page.goto('/');
  await asked;
  release();
  // Other specs may have answered the demo's offers by now: the panel shows what the answer held, rows or none.
  const panel = page.getByTestId('panel-offers');
  await expect(panel.getByTestId('offer-row').or(panel.getByText('Новых предложений нет')).first()).toBeVisible();
});

test("Chakra's global styles come with the page, drawn once, not by the console's script", async ({ page }) => {
  await signIn(page, ADMIN, '/clients');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const drawn = await page.evaluate(() => ({
    token: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-600').trim(),
    // The tokens' rule: written into the page's head by the build (src/tools/build/chakraGlobalCssAtBuild.mjs).
    tags: [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('--chakra-colors-blue-600:'))
      .length,
    // The browser's bundle drew them as well before: a second rule would show in the sheets Emotion fills by script.
    rules: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule.cssText.includes('--chakra-colors-blue-600:')).length,
  }));
  expect(drawn).toEqual({ token: '#2563eb', tags: 1, rules: 1 });
});
