import { createRequire } from 'node:module';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type webpushModule from 'web-push';
import type { PushEvent } from '../../shared/schemas/realtime';
import { loadTextSecret, type SecretKeyOptions } from '../auth/secretKey';
import type { Db } from '../db/db';
import { pushRegistrations } from './realtimeSchema';

export interface WebPushSender {
  /** The VAPID public key (base64url) the browser subscribes with. */
  publicKey: string;
  /** Sends the push to every registration of the users; never throws. Gone registrations are deleted. */
  deliver: (userIds: number[], event: PushEvent) => Promise<{ sent: number; failed: number }>;
}

// web-push (and its ASN.1 and JWT code) is loaded on first use: a warm start reads the stored keys and needs none of
// it until a push goes out. The package is CommonJS, so it loads synchronously.
let webpushLoaded: typeof webpushModule | undefined;
const webpush = () => (webpushLoaded ??= createRequire(import.meta.url)('web-push') as typeof webpushModule);

const VAPID_SECRET = 'vapid.json';
/** A push service that does not answer within this time counts as a failed delivery. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** Said to push services when the server's public address cannot be the VAPID subject. */
const FALLBACK_SUBJECT = 'mailto:support@demo.ru';

/**
 * Push services take only an https: or mailto: subject (web-push throws on any other, so an http PUBLIC_URL would
 * fail every delivery): anything else falls back to the mailbox.
 */
function vapidSubject(subject: string): string {
  try {
    return ['https:', 'mailto:'].includes(new URL(subject).protocol) ? subject : FALLBACK_SUBJECT;
  } catch {
    return FALLBACK_SUBJECT;
  }
}

/** A push service's refusal, with its HTTP status (404 and 410: the subscription is gone). */
class PushServiceError extends Error {
  constructor(readonly statusCode: number) {
    super(`Сервис push-уведомлений ответил ${statusCode}`);
  }
}

/** Web Push with VAPID keys generated on first start (DATA_DIR/secrets or server_secrets), never committed. */
export async function createWebPushSender(
  options: SecretKeyOptions & { subject: string; log: FastifyBaseLogger },
): Promise<WebPushSender> {
  const keys = JSON.parse(
    await loadTextSecret(options, VAPID_SECRET, () => JSON.stringify(webpush().generateVAPIDKeys())),
  ) as {
    publicKey: string;
    privateKey: string;
  };
  const { db, log } = options;
  const subject = vapidSubject(options.subject);
  return {
    publicKey: keys.publicKey,
    async deliver(userIds, event) {
      if (userIds.length === 0) return { sent: 0, failed: 0 };
      const registrations = await db.select().from(pushRegistrations).where(inArray(pushRegistrations.userId, userIds));
      const payload = JSON.stringify({
        title: 'Автосервис',
        body: event.content,
        orderId: event.orderId,
        id: event.id,
      });
      const results = await Promise.all(
        registrations.map((registration) => sendOne(db, registration, payload, keys, subject, log)),
      );
      const sent = results.filter(Boolean).length;
      return { sent, failed: results.length - sent };
    },
  };
}

async function sendOne(
  db: Db,
  registration: typeof pushRegistrations.$inferSelect,
  payload: string,
  keys: { publicKey: string; privateKey: string },
  subject: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    const subscription = JSON.parse(registration.token) as webpushModule.PushSubscription;
    // web-push encrypts (aes128gcm) and signs (VAPID); the request goes by fetch, because its sendNotification
    // speaks https only and a push service on plain http (a local one) could never be reached.
    const request = webpush().generateRequestDetails(subscription, payload, {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 3_600,
    });
    // fetch sets the length itself from the body.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      // A push service answers where it is asked; following it elsewhere would only serve a forged endpoint.
      redirect: 'error',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new PushServiceError(response.status);
    return true;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const message = error instanceof Error ? error.message : String(error);
    if (status === 404 || status === 410) {
      await db.delete(pushRegistrations).where(eq(pushRegistrations.id, registration.id));
    } else {
      await db
        .update(pushRegistrations)
        .set({ lastFailedAt: new Date(), lastError: message.slice(0, 500) })
        .where(eq(pushRegistrations.id, registration.id));
    }
    log.info({ registrationId: registration.id, status, err: message }, 'web push delivery failed');
    return false;
  }
}
