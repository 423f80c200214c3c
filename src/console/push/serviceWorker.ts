// The console's service worker, built on its own to dist/console/sw.js (scope '/'): it shows the Web Pushes that
// arrive while no console tab has a live socket, and opens the order when one is clicked. It caches nothing.
// The DOM library has no service-worker types (and the WebWorker one clashes with it): the few used are here.

interface PushPayload {
  title?: string;
  body?: string;
  id?: number;
  orderId?: number | null;
}

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
}
interface ServiceWorkerScope {
  registration: ServiceWorkerRegistration;
  location: Location;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  skipWaiting(): Promise<void>;
}

const sw = self as unknown as ServiceWorkerScope;

// A module for the type checker (its types stay local); rollup bundles it as a classic script.
export {};

function readPayload(event: PushEvent): PushPayload {
  if (!event.data) return {};
  try {
    return event.data.json() as PushPayload;
  } catch {
    return { body: event.data.text() };
  }
}

// A new build's worker takes over at once: it holds no state an old page could depend on.
sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

sw.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    sw.registration.showNotification(payload.title || 'Автосервис', {
      body: payload.body ?? '',
      // One notification per stored push: a repeat delivery replaces it instead of stacking.
      tag: payload.id !== undefined ? String(payload.id) : undefined,
      data: { orderId: payload.orderId ?? null },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const orderId = (event.notification.data as { orderId?: number | null } | null)?.orderId;
  const url = new URL(orderId ? `/orders/${orderId}` : '/', sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A tab already on that page, or any console tab when there is no order to open; else a new tab, so an open
      // tab's unsaved form is never navigated away.
      const tab = tabs.find((t) => t.url === url) ?? (orderId ? undefined : tabs[0]);
      if (tab) await tab.focus();
      else await sw.clients.openWindow(url);
    })(),
  );
});
