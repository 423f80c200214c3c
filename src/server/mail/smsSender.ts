import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/db';
import { smsOutbox } from '../db/schema';

export interface Sms {
  phone: string;
  text: string;
}

export interface SmsSender {
  /** Records the SMS in sms_outbox; never throws, so the caller's action stands even if recording fails. */
  send: (sms: Sms, db?: DbOrTx) => Promise<void>;
}

/** The SMS the server sends; `db` may be the caller's transaction, so a rolled-back action leaves no SMS behind. */
export function createSmsSender({ db, logger }: { db: DbOrTx; logger: FastifyBaseLogger }): SmsSender {
  return {
    async send(sms, tx = db) {
      try {
        await tx.insert(smsOutbox).values(sms);
      } catch (e) {
        logger.error({ err: e, phone: sms.phone }, 'could not record the SMS in the outbox');
      }
    },
  };
}

export interface SmsOutboxRow {
  id: number;
  phone: string;
  text: string;
  createdAt: number;
}

export async function latestSms(db: DbOrTx, limit = 200): Promise<SmsOutboxRow[]> {
  const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: Math.floor(r.createdAt.getTime() / 1000) }));
}
