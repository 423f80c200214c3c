// The demo clients' bonus ledgers while invoice payments are added to them: a payment may spend only what leaves
// the running balance non-negative at its date and at every later entry, so the history reads right whichever
// order the ledger is looked at in, and the final balance (the ledger's sum) is never negative.

interface Entry {
  at: number;
  delta: number;
}

export class DemoBonusLedger {
  private readonly entries = new Map<number, Entry[]>();
  private readonly added = new Map<number, number>();

  constructor(rows: readonly { clientId: number; bonus: number; createdAt: Date }[]) {
    for (const row of rows) this.push(row.clientId, row.createdAt.getTime(), row.bonus);
  }

  private push(clientId: number, at: number, delta: number) {
    const list = this.entries.get(clientId) ?? [];
    list.push({ at, delta });
    list.sort((a, b) => a.at - b.at);
    this.entries.set(clientId, list);
  }

  /** The most a write-off at `at` may take: the lowest running balance from then on. */
  available(clientId: number, at: number): number {
    let sum = 0;
    let lowest = Infinity;
    let reachedAt = false;
    for (const entry of this.entries.get(clientId) ?? []) {
      if (entry.at > at && !reachedAt) {
        lowest = Math.min(lowest, sum);
        reachedAt = true;
      }
      sum += entry.delta;
      if (entry.at > at) lowest = Math.min(lowest, sum);
    }
    if (!reachedAt) lowest = Math.min(lowest, sum);
    return Math.max(0, lowest);
  }

  add(clientId: number, at: number, delta: number) {
    if (delta === 0) return;
    this.push(clientId, at, delta);
    this.added.set(clientId, (this.added.get(clientId) ?? 0) + delta);
  }

  /** What the payments added to each client's balance. */
  changes(): [clientId: number, delta: number][] {
    return [...this.added.entries()];
  }
}
