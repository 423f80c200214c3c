import { isAllowed } from '../../shared/permissions';
import type { OrderOffer } from '../../shared/schemas/orderOffers';
import { WIDGET_KEYS } from '../../shared/widgetKeys';
import { type PrefetchedSession, prefetchJson, prefetchSlot } from '../session/sessionPrefetch';

// The offers panel is what a phone shows largest on the dashboard, the page a session opens on. Its call is sent by
// the entry (main.ts) once the stored session's permissions have come and allow the panel, rather than after the
// console's scripts, the screen's chunk and its first render. The panel's first load takes the answer
// (offersApi.ts); anything but a 200 answers null, and the panel asks again.

const DASHBOARD_PATH = '/';
/** An answer older than this is not shown: the panel asks again. */
const FRESH_MS = 10_000;

const slot = prefetchSlot<Promise<OrderOffer[] | null>>(FRESH_MS);

/** Asks for the pending offers when the page opens on the dashboard with a live session that may see them. */
export function prefetchDashboardOffers(session: PrefetchedSession | null, path: string) {
  if (!session?.operations || path !== DASHBOARD_PATH) return;
  const { token } = session;
  slot.put(
    token,
    session.operations.then((operations) =>
      operations && isAllowed(operations, WIDGET_KEYS.orderOffers)
        ? prefetchJson<OrderOffer[]>('/order_offers?status=pending', token)
        : null,
    ),
  );
}

/** The prefetched answer for this token, once and while fresh; null when there is none to take. */
export const takePrefetchedOffers = (token: string | undefined): Promise<OrderOffer[] | null> | null =>
  slot.take(token);
