// @vitest-environment-options { "url": "https://console.test/" }
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });

// The real push actor and its wiring over fake browser APIs, a fake API module and a logged-in session. The fakes
// are made once: each test re-imports the actor (vi.resetModules), and the mocks' factories run again.
const fakes = vi.hoisted(() => ({
  fetchWsnt: vi.fn(async (deviceId: string) => ({
    path: '/v1/socket',
    transports: ['websocket'],
    deviceId,
    vapidPublicKey: 'AQID',
  })),
  registerPushToken: vi.fn(async (_registration: unknown) => ({ id: 1 })),
  notify: vi.fn(),
}));
vi.mock('../../../src/console/api/realtimeApi', () => ({
  fetchWsnt: fakes.fetchWsnt,
  registerPushToken: fakes.registerPushToken,
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: fakes.notify, notifyError: vi.fn() }));
vi.mock('../../../src/console/session/sessionActor', () => ({
  sessionActor: {
    getSnapshot: () => ({ context: { profile: { customerId: 7 } } }),
    subscribe: () => ({ unsubscribe() {} }),
  },
}));

const { registerPushToken, notify } = fakes;
const { isLocalHost } = await import('../../../src/console/push/pushEnvironment');

const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } };
let permissionStatus: EventTarget & { state: PermissionState };
let subscribe: ReturnType<typeof vi.fn>;

function fakeBrowser(permission: NotificationPermission) {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = 'granted';
      return 'granted' as const;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  subscribe = vi.fn(async () => subscription);
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
    configurable: true,
  });
  permissionStatus = Object.assign(new EventTarget(), {
    state: (permission === 'default' ? 'prompt' : permission) as PermissionState,
  });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: async () => permissionStatus },
    configurable: true,
  });
  return notification;
}

async function renderBanner() {
  // A fresh push actor per test: it reads the browser's state once, when it starts.
  vi.resetModules();
  const { PushBanner } = await import('../../../src/console/push/PushBanner');
  return render(
    <ChakraProvider value={defaultSystem}>
      <PushBanner />
    </ChakraProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('PushBanner', () => {
  it("shows for an undecided permission on a remote host; 'Включить' asks, registers the subscription and hides it", async () => {
    const notification = fakeBrowser('default');
    await renderBanner();
    expect(
      await screen.findByText('Включите уведомления, чтобы узнавать об изменениях заявок, даже когда вкладка закрыта.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Включить' }));
    await waitFor(() => expect(screen.queryByTestId('push-banner')).toBeNull());
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    expect(registerPushToken).toHaveBeenCalledWith({
      userId: 7,
      token: JSON.stringify(subscription),
      tokenTypeId: 143,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('hides with a toast that says why when the browser refuses the subscription', async () => {
    fakeBrowser('default');
    subscribe.mockRejectedValue(new Error('Registration failed - permission denied'));
    await renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Включить' }));
    await waitFor(() => expect(screen.queryByTestId('push-banner')).toBeNull());
    expect(registerPushToken).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Не удалось включить уведомления: ',
      description: 'служба push-уведомлений браузера отказала в подписке (Registration failed - permission denied)',
    });
  });

  it('hides when the permission is changed elsewhere, and never shows once decided', async () => {
    fakeBrowser('default');
    await renderBanner();
    await screen.findByTestId('push-banner');
    // Let the Permissions API query resolve and its listener attach.
    await act(() => new Promise((r) => setTimeout(r, 0)));
    permissionStatus.state = 'denied';
    act(() => void permissionStatus.dispatchEvent(new Event('change')));
    await waitFor(() => expect(screen.queryByTestId('push-banner')).toBeNull());

    fakeBrowser('denied');
    const { container } = await renderBanner();
    expect(container).toBeEmptyDOMElement();
  });

  it('knows the local hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'console.localhost'])
      expect(isLocalHost(host), host).toBe(true);
    for (const host of ['console.test', '192.168.1.10', 'localhost.example.ru'])
      expect(isLocalHost(host), host).toBe(false);
  });
});
