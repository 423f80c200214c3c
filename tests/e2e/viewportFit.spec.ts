import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { SERVICE_IDS } from '../../src/shared/constants';
import { SCREENS } from '../../src/shared/screens';
import { ADMIN, apiToken, DISPATCHER, navigateInApp, signIn } from './helpers';
import { measureFit } from './widestOverflow';

// No screen of the console is wider than the window, on a phone (390 × 844) or a desktop (1440 × 900): every
// route of src/shared/screens.ts is opened as the administrator (who may open them all), with the demo's ids for
// its parameters, and the page must not scroll sideways. A failure names the route and the element that sticks out.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The tow partner's dispatcher: the demo leaves evacuation offers waiting for his answer on the dashboard. */

type Ids = Record<string, string>;

async function post<T>(request: APIRequestContext, token: string, url: string, data: object): Promise<T> {
  const res = await request.post(url, { headers: { authorization: token }, data });
  expect(res.ok(), `${url} answers`).toBeTruthy();
  return res.json();
}

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: token } });
  expect(res.ok(), `${url} answers`).toBeTruthy();
  return res.json();
}

interface OrderRow {
  id: number;
  serviceId: number;
  clientId: number | null;
  vehicleId: number | null;
  officeId: number | null;
}

/**
 * A concrete path for every route with parameters, from the demo data as the API gives it. The order card is the
 * tyre-storage order with an office (the card with the most tabs), the partner the corporate one (its extra tab).
 */
async function demoPaths(request: APIRequestContext, token: string): Promise<Ids> {
  const { orders } = await post<{ orders: OrderRow[] }>(request, token, '/v1/orders/find', { offset: 0, size: 500 });
  const of = (serviceId: number, also: (o: OrderRow) => boolean = () => true) => {
    const order = orders.find((o) => o.serviceId === serviceId && also(o));
    expect(order, `a demo order of service ${serviceId}`).toBeTruthy();
    return order!;
  };
  const withVehicle = orders.find((o) => o.vehicleId !== null && o.clientId !== null)!;
  const { partners } = await post<{ partners: { id: number; isCorporateClient: boolean }[] }>(
    request,
    token,
    '/v1/partners/find',
    { offset: 0, size: 50 },
  );
  const { partnerLegals } = await post<{ partnerLegals: { id: number }[] }>(request, token, '/v1/partner_legals/find', {
    offset: 0,
    size: 1,
  });
  const { items: acts } = await post<{ items: { id: number }[] }>(request, token, '/v1/reconciliation_acts/find', {
    offset: 0,
    size: 1,
  });
  const roles = await get<{ id: number; isSuperAdmin: boolean }[]>(request, token, '/v1/roles');
  const operations = await get<{ id: number }[]>(request, token, '/v1/operations');
  const expired = await get<{ officeId: number | null; typeRefValueId: number }[]>(
    request,
    token,
    '/v1/order_communications/expired',
  );
  const priceLists = await get<{ id: number }[]>(request, token, '/v1/price_lists');
  const first = async (path: string) =>
    (await post<{ items: { id: number }[] }>(request, token, path, { offset: 0, size: 1 })).items[0].id;
  const policyId = await first('/v1/vzr/policies/find');
  const paymentId = await first('/v1/vzr/payments/find');
  const promoCodeId = await first('/v1/vzr/promocodes/find');
  const corporate = partners.find((p) => p.isCorporateClient) ?? partners[0];
  const evacuation = of(SERVICE_IDS.evacuation).id;
  return {
    '/client/:id/': `/client/${withVehicle.clientId}/`,
    '/vehicle/:id/': `/vehicle/${withVehicle.vehicleId}/`,
    '/orders/evacuator/:code': `/orders/evacuator/${evacuation}`,
    '/tire/fitting/order/:code': `/tire/fitting/order/${of(SERVICE_IDS.tireFitting).id}`,
    '/loss/adjustment/order/:code': `/loss/adjustment/order/${of(SERVICE_IDS.lossAdjustment).id}`,
    '/contacts/expired/:code/:type': `/contacts/expired/${expired[0]?.officeId ?? 0}/${expired[0]?.typeRefValueId ?? 0}`,
    '/orders/:code': `/orders/${of(SERVICE_IDS.tireStorage, (o) => o.officeId !== null).id}`,
    '/orders/:code/:command': `/orders/${evacuation}/dispatch`,
    '/partners/legal/create/:partnerId': `/partners/legal/create/${corporate.id}`,
    '/partners/legal/:partnerLegalId': `/partners/legal/${partnerLegals[0].id}`,
    '/partners/:code': `/partners/${corporate.id}`,
    '/users/:code': '/users/1',
    '/roles/edit/:role': `/roles/edit/${(roles.find((r) => !r.isSuperAdmin) ?? roles[0]).id}`,
    '/operations/permissions/:id': `/operations/permissions/${operations[0].id}`,
    '/reconciliation/:reconciliationId/': `/reconciliation/${acts[0].id}/`,
    '/pricelists/:priceListId/': `/pricelists/${priceLists[0].id}/`,
    '/vzr/policies/:id/': `/vzr/policies/${policyId}/`,
    '/vzr/payments/:id/': `/vzr/payments/${paymentId}/`,
    '/vzr/promocodes/:id/': `/vzr/promocodes/${promoCodeId}/`,
  };
}

/** Screens not built yet show their pending panel whatever the id. */
const pendingPath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');

async function open(page: Page, path: string) {
  await navigateInApp(page, path);
  await settled(page).catch((error: Error) => {
    throw new Error(`${path} never showed its heading with nothing loading: ${error.message}`);
  });
}

/**
 * Loaded: the screen's heading is shown, and no spinner or busy box is left in it — for a few frames in a row, so a
 * load that starts just after the first paint is waited for too.
 */
async function settled(page: Page) {
  await page.evaluate(() => {
    (window as { fitFrames?: number }).fitFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const w = window as { fitFrames?: number };
      const main = document.querySelector('main');
      const heading = main?.querySelector('h1');
      const ready =
        !!main &&
        !!heading &&
        heading.getClientRects().length > 0 &&
        !main.querySelector('[aria-busy="true"], [aria-label="Загрузка"]');
      w.fitFrames = ready ? (w.fitFrames ?? 0) + 1 : 0;
      return w.fitFrames >= 3;
    },
    undefined,
    { timeout: 15_000 },
  );
}

async function overflowOf(page: Page, where: string) {
  const fit = await measureFit(page);
  return fit.scrollWidth <= fit.innerWidth
    ? null
    : `${where}: page ${fit.scrollWidth}px wide in a ${fit.innerWidth}px window; widest: ${fit.widest}`;
}

test.describe
  .serial('every screen fits the window', () => {
    let context: BrowserContext;
    let page: Page;
    let ids: Ids;
    let paths: string[];

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: PHONE });
      page = await context.newPage();
      ids = await demoPaths(page.request, await apiToken(page, ADMIN));
      paths = SCREENS.map((s) => (s.path.includes(':') ? (ids[s.path] ?? pendingPath(s.path)) : s.path));
      // A new screen with parameters needs its demo id above, or it would be measured on a 'not found' panel.
      for (const s of SCREENS.filter((x) => x.path.includes(':') && !ids[x.path]))
        expect(s.path, `${s.path} has no demo id: is it still pending?`).toMatch(/^\/vehicle\/changes\//);
      await signIn(page, ADMIN);
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('no route scrolls sideways, at 390 × 844 nor at 1440 × 900', async () => {
      test.setTimeout(300_000);
      const overflows: string[] = [];
      // Each route is measured at both sizes; the order alternates so that one resize serves two routes.
      let sizes = [PHONE, DESKTOP];
      for (const path of paths) {
        await open(page, path);
        for (const size of sizes) {
          if (page.viewportSize()?.width !== size.width) {
            await page.setViewportSize(size);
            await settled(page);
          }
          const overflow = await overflowOf(page, `${path} at ${size.width}`);
          if (overflow) overflows.push(overflow);
        }
        sizes = [...sizes].reverse();
      }
      expect(overflows, overflows.join('\n')).toEqual([]);
    });

    test('at 390 px every tab of every card fits', async () => {
      test.setTimeout(180_000);
      await page.setViewportSize(PHONE);
      const cards = ['/orders/:code', '/orders/evacuator/:code', '/client/:id/', '/partners/:code', '/users/:code'];
      const overflows: string[] = [];
      // The two order cards share most tabs: each tab is measured once, on the first card that shows it.
      const measured = new Set<string>();
      for (const card of cards) {
        await open(page, ids[card]);
        const strip = page.locator('[data-testid$="-card-tabs"]').first();
        const names = await strip.getByRole('tab').allInnerTexts();
        expect(names.length, `${ids[card]} shows its tabs`).toBeGreaterThan(1);
        const testId = await strip.getAttribute('data-testid');
        for (const name of names.filter((n) => !measured.has(`${testId} ${n}`))) {
          measured.add(`${testId} ${name}`);
          await strip.getByRole('tab', { name, exact: true }).click();
          await settled(page);
          const overflow = await overflowOf(page, `${ids[card]} tab «${name}»`);
          if (overflow) overflows.push(overflow);
        }
      }
      expect(overflows, overflows.join('\n')).toEqual([]);
    });

    test('at 390 px the chosen tab of a long card is scrolled into sight', async () => {
      await page.setViewportSize(PHONE);
      await open(page, `${ids['/orders/:code']}?tab=history`);
      const tabs = page.getByTestId('order-card-tabs').getByRole('tablist');
      await expect(tabs.getByRole('tab', { name: 'История' })).toBeInViewport();
      await expect(tabs.getByRole('tab', { name: 'Заявка' })).not.toBeInViewport();
    });
  });

test('at 390 px the dispatcher sees the whole offer with its Принять and Отклонить', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    await signIn(page, DISPATCHER);
    const offer = page.getByTestId('offer-row').first();
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('button', { name: /^Принять/ })).toBeInViewport();
    await expect(offer.getByRole('button', { name: /^Отклонить/ })).toBeInViewport();
    const fit = await measureFit(page);
    expect(fit.scrollWidth, `/ (dispatcher) widest: ${fit.widest}`).toBeLessThanOrEqual(fit.innerWidth);
  } finally {
    await context.close();
  }
});

/** The tow dispatcher's dashboard (the demo's offers wait for his answer) in a window `width` wide. */
async function dispatcherDashboardAt(browser: Browser, width: number, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  try {
    await signIn(page, DISPATCHER);
    await check(page);
  } finally {
    await context.close();
  }
}

test('at 1280 px the offers table fits its panel: both answers of every offer in sight, nothing to scroll sideways', async ({
  browser,
}) => {
  await dispatcherDashboardAt(browser, 1280, async (page) => {
    const table = page.getByRole('table', { name: 'Предложения заявок' });
    await expect(table.getByTestId('offer-row').first()).toBeVisible();
    const area = await table.evaluate((t) => {
      const scroller = t.parentElement as HTMLElement;
      return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
    });
    expect(area.scrollWidth, 'the table is no wider than its panel').toBeLessThanOrEqual(area.clientWidth);
    for (const row of await table.getByTestId('offer-row').all()) {
      await expect(row.getByRole('button', { name: /^Отклонить/ })).toBeInViewport({ ratio: 1 });
    }
  });
});

test('at 1024 px, beside the side menu, the offers come as cards with both answers in sight', async ({ browser }) => {
  await dispatcherDashboardAt(browser, 1024, async (page) => {
    const list = page.getByRole('list', { name: 'Предложения заявок' });
    await expect(list.getByTestId('offer-row').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Предложения заявок' })).toHaveCount(0);
    for (const card of await list.getByTestId('offer-row').all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('button', { name: /^Принять/ })).toBeInViewport({ ratio: 1 });
      await expect(card.getByRole('button', { name: /^Отклонить/ })).toBeInViewport({ ratio: 1 });
    }
  });
});
