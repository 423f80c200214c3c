import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../../src/server/auth/token';

// The token service remembers tokens it verified: a remembered token must still expire, and only its exact text hits.
describe('token service', () => {
  const key = new Uint8Array(64).fill(3);
  afterEach(() => vi.useRealTimers());

  it('answers a verified token again from memory until its expiry, then refuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const tokens = createTokenService(key, 60);
    const token = await tokens.issue({ userId: 5, tokenVersion: 2 });
    expect(await tokens.verify(token)).toMatchObject({ userId: 5, tokenVersion: 2 });
    expect(await tokens.verify(token)).toMatchObject({ userId: 5, tokenVersion: 2 });
    vi.setSystemTime(new Date('2026-11-27T10:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature was changed after the original was remembered', async () => {
    const tokens = createTokenService(key, 60);
    const token = await tokens.issue({ userId: 5, tokenVersion: 0 });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(forged)).toBeNull();
    const other = createTokenService(new Uint8Array(64).fill(4), 60);
    expect(await tokens.verify(await other.issue({ userId: 5, tokenVersion: 0 }))).toBeNull();
  });
});
