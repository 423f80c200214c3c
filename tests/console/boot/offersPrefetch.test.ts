import { afterEach, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { http } from '../../../src/console/api/httpClient';
import { offersPanelLogic } from '../../../src/console/api/offersApi';
import { prefetchDashboardOffers, takePrefetchedOffers } from '../../../src/console/boot/offersPrefetch';
import type { PrefetchedSession } from '../../../src/console/session/sessionPrefetch';
import { writeStoredAuth } from '../../../src/console/session/storedAuth';

vi.mock('../../../src/console/api/httpClient', () => ({ http: { get: vi.fn(async () => ({ data: [] })) } }));

const TOKEN = 'Bearer t';
const OFFERS = [{ id: 1, orderNumber: '2611-000001' }];
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const session = (operations: PrefetchedSession['operations'], token = TOKEN): PrefetchedSession => ({
  token,
  profile: Promise.resolve(null),
  operations,
});
const allowed = () =>
  Promise.resolve([
    {
      operationKey: 'order.offers',
      available: true,
      permissionInsert: false,
      permissionUpdate: false,
      permissionDelete: false,
    },
  ]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  void takePrefetchedOffers(undefined); // nothing carries over to the next test
});

describe('offersPrefetch', () => {
  it('asks for the pending offers on the dashboard once the permissions allow the panel, and gives them once', async () => {
    const fetch = vi.fn(async () => answer(200, OFFERS));
    vi.stubGlobal('fetch', fetch);
    prefetchDashboardOffers(session(allowed()), '/');
    const early = takePrefetchedOffers(TOKEN);
    expect(await early).toEqual(OFFERS);
    expect(fetch).toHaveBeenCalledWith('/v1/order_offers?status=pending', { headers: { Authorization: TOKEN } });
    expect(takePrefetchedOffers(TOKEN), 'the panel reloads from the server').toBeNull();
  });

  it('sends nothing on another page, without permissions, or when the panel is not allowed', async () => {
    const fetch = vi.fn(async () => answer(200, OFFERS));
    vi.stubGlobal('fetch', fetch);
    prefetchDashboardOffers(session(allowed()), '/clients');
    expect(takePrefetchedOffers(TOKEN)).toBeNull();
    prefetchDashboardOffers(session(null), '/');
    expect(takePrefetchedOffers(TOKEN)).toBeNull();
    prefetchDashboardOffers(null, '/');
    expect(takePrefetchedOffers(TOKEN)).toBeNull();
    prefetchDashboardOffers(session(Promise.resolve([])), '/');
    expect(await takePrefetchedOffers(TOKEN)).toBeNull();
    prefetchDashboardOffers(session(Promise.resolve(null)), '/'); // the permissions' call failed
    expect(await takePrefetchedOffers(TOKEN)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers null for a refusal, so the panel asks through the API module', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(403, { message: 'no' })),
    );
    prefetchDashboardOffers(session(allowed()), '/');
    expect(await takePrefetchedOffers(TOKEN)).toBeNull();
  });

  it('gives nothing to another token, nor an answer older than ten seconds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, OFFERS)),
    );
    prefetchDashboardOffers(session(allowed()), '/');
    expect(takePrefetchedOffers('Bearer someone-else')).toBeNull();

    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchDashboardOffers(session(allowed()), '/');
    vi.setSystemTime(Date.now() + 10_000);
    expect(takePrefetchedOffers(TOKEN)).toBeNull();
  });

  it("is what the offers panel's first load shows; the next load asks the server", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, OFFERS)),
    );
    writeStoredAuth({ token: TOKEN, expiresAt: Date.now() + 60_000 });
    prefetchDashboardOffers(session(allowed()), '/');
    const actor = createActor(offersPanelLogic).start();
    await waitFor(actor, (s) => s.context.loaded);
    expect(actor.getSnapshot().context.offers).toEqual(OFFERS);
    expect(http.get).not.toHaveBeenCalled();

    actor.send({ type: 'offers.reload' });
    await waitFor(actor, (s) => s.context.offers.length === 0);
    expect(http.get).toHaveBeenCalledWith('/order_offers', { params: { status: 'pending' } });
    actor.stop();
  });
});
