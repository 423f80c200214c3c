import { afterEach, vi } from 'vitest';
import { prefetchSession, takePrefetchedSession } from '../../../src/console/session/sessionPrefetch';

const token = (sub: unknown) => `Bearer h.${btoa(JSON.stringify({ sub, exp: 4_000_000_000 })).replace(/=+$/, '')}.s`;
const live = (t: string) => ({ token: t, expiresAt: Date.now() + 60_000 });
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.unstubAllGlobals();
  takePrefetchedSession(''); // nothing carries over to the next test
});

describe('sessionPrefetch', () => {
  it('asks for the profile and the permissions of the user the token names, with the token', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/profile') ? answer(200, { customerId: 7 }) : answer(200, [{ key: 'clients.view' }]),
    );
    vi.stubGlobal('fetch', fetch);
    const t = token('7');
    prefetchSession(live(t));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/v1/users/profile', '/v1/users/7/operations']);
    expect(fetch.mock.calls[0][1]).toEqual({ headers: { Authorization: t } });
    const early = takePrefetchedSession(t);
    expect(await early?.profile).toEqual({ customerId: 7 });
    expect(await early?.operations).toEqual([{ key: 'clients.view' }]);
    // Once: a later load asks the server again.
    expect(takePrefetchedSession(t)).toBeNull();
  });

  it('answers null for a refusal or a network failure, so the API module asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/profile')) return answer(401, { message: 'no' });
        throw new TypeError('Failed to fetch');
      }),
    );
    const t = token('7');
    prefetchSession(live(t));
    const early = takePrefetchedSession(t);
    expect(await early?.profile).toBeNull();
    expect(await early?.operations).toBeNull();
  });

  it('sends nothing without a live session, and gives nothing to another token', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    prefetchSession(null);
    prefetchSession({ token: token('7'), expiresAt: Date.now() - 1 });
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockImplementation(async () => answer(200, {}));
    prefetchSession(live(token('7')));
    expect(takePrefetchedSession(token('8'))).toBeNull();
  });

  it('answers null for a body that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    const t = token('7');
    prefetchSession(live(t));
    expect(await takePrefetchedSession(t)?.profile).toBeNull();
  });

  it('asks for no permissions when the token names no user', () => {
    const fetch = vi.fn(async () => answer(200, {}));
    vi.stubGlobal('fetch', fetch);
    const t = token('admin');
    prefetchSession(live(t));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takePrefetchedSession(t)?.operations).toBeNull();
  });
});
