import type { Tx } from './db';

/** What the core demo seed made, for the area seeds that follow it in the same transaction. */
export interface DemoContext {
  /** Epoch milliseconds the demo's dates are counted from. */
  now: number;
  projectId: number;
  partnerIds: { platform: number; tires: number; tow: number };
  officeIds: number[];
  /** The documented logins' ids: admin, operator, partner (tyre partner's staff), dispatcher (tow partner's). */
  userIds: { admin: number; operator: number; partner: number; dispatcher: number };
  /** Every demo user's id (the documented ones first). */
  allUserIds: number[];
}

export type DemoSeed = (tx: Tx, ctx: DemoContext) => Promise<void>;
