import { expect, test } from '@playwright/test';
import { ADMIN, login, signIn } from './helpers';

const BANNER_TEXT = 'Включите уведомления, чтобы узнавать об изменениях заявок, даже когда вкладка закрыта.';

test('on a local host the push banner never shows', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Рабочий стол' })).toBeVisible();
  await expect(page.getByTestId('last-event-row').first()).toBeVisible();
  // Undecided, so only the host keeps it away.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expect(page.getByTestId('push-banner')).toHaveCount(0);
});

test("on a remote host the banner shows; 'Включить' with the permission granted hides it, and says why push failed", async ({
  playwright,
  baseURL,
  launchOptions,
}) => {
  // A made-up host that resolves to the test server, trusted as a secure context (Notification and service
  // workers need one) and not local, so the banner is offered.
  const origin = `http://console.test:${new URL(baseURL!).port}`;
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--host-resolver-rules=MAP console.test 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: origin,
      locale: 'ru-RU',
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    const fcmCalls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/v1/notifications/fcm') && fcmCalls.push(r.method()));

    // Through the form: the test's own API calls resolve names outside this browser, where the made-up host is not.
    await login(page, ADMIN);
    const banner = page.getByTestId('push-banner');
    await expect(banner).toContainText(BANNER_TEXT);

    await banner.getByRole('button', { name: 'Включить' }).click();
    // Headless Chromium leaves the browser's prompt open: the button waits, then the browser context answers it.
    await expect(banner.getByRole('button', { name: 'Включить' })).toBeDisabled();
    await context.grantPermissions(['notifications'], { origin });
    await expect(banner).toHaveCount(0);

    // The service worker is installed at the site root.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(
      `${origin}/`,
    );
    const sw = await page.evaluate(async () => {
      const res = await fetch('/sw.js', { cache: 'no-store' });
      return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control') };
    });
    expect(sw).toMatchObject({ status: 200, type: expect.stringMatching(/javascript/) });
    expect(sw.cache).not.toMatch(/immutable/);

    // Playwright's contexts are off the record, and Chromium has no push service there (nor any internet here):
    // subscribe() is refused, so nothing is registered and the toast says why.
    await expect(page.getByText('Не удалось включить уведомления:')).toBeVisible();
    await expect(page.getByText(/служба push-уведомлений браузера отказала в подписке/)).toBeVisible();
    expect(fcmCalls).toEqual([]);
  } finally {
    await browser.close();
  }
});
