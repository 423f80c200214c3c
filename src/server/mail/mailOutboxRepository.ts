import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { mailOutbox } from '../db/schema';

export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: number;
  sentVia: 'outbox' | 'smtp';
  error: string | null;
}

export async function recordMail(
  db: DbOrTx,
  mail: { to: string; subject: string; text: string; sentVia: 'outbox' | 'smtp'; error?: string | null },
) {
  await db.insert(mailOutbox).values({ ...mail, error: mail.error ?? null });
}

export async function latestMail(db: DbOrTx, limit = 200): Promise<OutboxRow[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: Math.floor(r.createdAt.getTime() / 1000) }));
}
