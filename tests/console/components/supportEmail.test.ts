import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '../../../src/shared/constants';

const { fetchSupportContact } = vi.hoisted(() => ({
  fetchSupportContact: vi.fn(async () => ({ supportEmail: 'help@servis.ru' })),
}));
vi.mock('../../../src/console/api/config/commonSettingsApi', () => ({ fetchSupportContact }));

const { currentSupportEmail } = await import('../../../src/console/components/supportEmail');
const { clearStoredAuth, writeStoredAuth } = await import('../../../src/console/session/storedAuth');

// The address the error panels offer: the constant until the signed-in console has read the common settings (the
// API module is imported on first use, so the login page's scripts do not carry the API client).
describe('the support address', () => {
  afterEach(() => clearStoredAuth());

  it('is the constant when signed out, and nothing is read', () => {
    expect(currentSupportEmail()).toBe(SUPPORT_EMAIL);
    expect(fetchSupportContact).not.toHaveBeenCalled();
  });

  it('becomes the common settings one once read for the sign-in, read once per token', async () => {
    writeStoredAuth({ token: 'Bearer a.b.c', expiresAt: Date.now() + 60_000 });
    expect(currentSupportEmail()).toBe(SUPPORT_EMAIL);
    // Waits for the read (an import and a call), up to the suite's ceiling for events.
    await vi.waitFor(() => expect(currentSupportEmail()).toBe('help@servis.ru'), { timeout: 30_000 });
    currentSupportEmail();
    expect(fetchSupportContact).toHaveBeenCalledTimes(1);
  });
});
