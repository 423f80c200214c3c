import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type InsuranceComparison, insuranceChangesMachine } from '../../../machines/partners/insuranceChangesMachine';

const comparison = (patch: Partial<InsuranceComparison> = {}): InsuranceComparison => ({
  added: [{ externalId: 'N1', name: 'Новая' }],
  changed: [],
  deleted: [
    { id: 1, externalId: 'D1', name: 'Ушедшая 1' },
    { id: 2, externalId: 'D2', name: 'Ушедшая 2' },
  ],
  ...patch,
});

function start(loads: InsuranceComparison[], copy?: (ids: number[]) => Promise<void>) {
  const copies: number[][] = [];
  let n = 0;
  const actor = createActor(
    insuranceChangesMachine.provide({
      actors: {
        load: fromPromise(async () => loads[Math.min(n++, loads.length - 1)]),
        copy: fromPromise(async ({ input }) => {
          copies.push(input.idsForRemoval);
          await copy?.(input.idsForRemoval);
          return { added: 1, renamed: 0, removed: input.idsForRemoval.length };
        }),
      },
    }),
  );
  actor.start();
  return { actor, copies };
}

describe('insuranceChangesMachine', () => {
  it('chooses deleted insurers, copies with idsForRemoval and reloads the comparison', async () => {
    const { actor, copies } = start([comparison(), comparison({ added: [], deleted: [] })]);
    try {
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'changes.toggle', id: 2 });
      actor.send({ type: 'changes.toggleAll' });
      expect(actor.getSnapshot().context.idsForRemoval).toEqual([1, 2]);
      actor.send({ type: 'changes.toggle', id: 1 });
      actor.send({ type: 'changes.copy' });
      await waitFor(actor, (s) => s.matches('ready') && s.context.lastCopy !== null);
      expect(copies).toEqual([[2]]);
      expect(actor.getSnapshot().context).toMatchObject({
        idsForRemoval: [],
        lastCopy: { added: 1, renamed: 0, removed: 1 },
      });
      // Nothing left to apply: copy is not offered.
      expect(actor.getSnapshot().can({ type: 'changes.copy' })).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('keeps the choice and shows the message when the copy fails', async () => {
    const { actor } = start([comparison()], async () => {
      throw { message: 'Страховая компания не найдена', errorCode: 'ENTITY_NOT_FOUND' };
    });
    try {
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'changes.toggle', id: 1 });
      actor.send({ type: 'changes.copy' });
      await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
      expect(actor.getSnapshot().context).toMatchObject({
        idsForRemoval: [1],
        error: { message: 'Страховая компания не найдена' },
      });
    } finally {
      actor.stop();
    }
  });
});
