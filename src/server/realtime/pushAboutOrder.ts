import type { FastifyInstance } from 'fastify';
import type { PushRequest } from './notifier';
import { orderAudience } from './orderAudience';

/**
 * Tells an order's people (orderAudience) about it: its status, its invoice. Called once the change committed; the
 * audience is read when the push is built, off the request's path, so a failure there is logged, never the
 * caller's. The user who made the change is not told.
 */
export function pushAboutOrder(
  app: FastifyInstance,
  orderId: number,
  push: { kind: PushRequest['kind']; body: string; actorUserId: number | null },
) {
  app.notifier.dispatch(async () => {
    const audience = await orderAudience(app.db, orderId);
    if (!audience) return null;
    return {
      kind: push.kind,
      body: push.body,
      orderId,
      target: audience.target,
      to: audience.to,
      exceptUserId: push.actorUserId ?? undefined,
    };
  });
}
