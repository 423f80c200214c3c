import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { qrCodeBatchesPageMachine } from '../../../machines/qrcodes/qrCodeBatchesPageMachine';
import type { QrCodeBatch } from '../../../src/shared/schemas/qrcodes';
import { replayPath, shortestPaths } from '../modelPaths';

const batch = { id: 3, count: 12, usedCount: 0 } as QrCodeBatch;

// The user's events and the two calls' outcomes.
const events: EventObject[] = [
  { type: 'batches.create' },
  { type: 'batches.created' },
  { type: 'batches.codes', batch } as EventObject,
  { type: 'batches.print', batch } as EventObject,
  { type: 'batches.delete', batch } as EventObject,
  { type: 'delete.confirm' },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.deleteBatch', output: batch } as EventObject,
  { type: 'xstate.error.actor.deleteBatch', error: { message: 'Партия QR-кодов не найдена' } } as EventObject,
  { type: 'xstate.done.actor.printBatch', output: { blob: 'pdf', fileName: 'qr.pdf' } } as EventObject,
  { type: 'xstate.error.actor.printBatch', error: { message: 'Ошибка сети' } } as EventObject,
];

describe('qrCodeBatchesPageMachine, every shortest path', () => {
  const paths = shortestPaths(qrCodeBatchesPageMachine, events);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(8));

  it.each(
    paths.map(
      (p) =>
        [
          `${JSON.stringify(p.state.value)} via ${p.steps.map((s) => (s.event as EventObject).type).join(' > ')}`,
          p,
        ] as const,
    ),
  )('reaches %s', async (_, path) => {
    vi.useFakeTimers();
    try {
      await replayPath(qrCodeBatchesPageMachine, path, {
        actorNames: ['deleteBatch', 'printBatch'],
        longestDelayMs: 0,
      });
    } finally {
      vi.useRealTimers();
    }
    // What the states mean: idle holds no batch; every other state is about one (creating aside); an error only
    // while confirming a deletion.
    const last = path.steps.at(-1)!.state;
    if (last.matches('idle')) expect(last.context.batch).toBeNull();
    if (last.matches('viewingCodes') || last.matches('deleting') || last.matches('printing'))
      expect(last.context.batch).toEqual(batch);
    if (last.context.error) expect(last.matches({ deleting: 'confirming' })).toBe(true);
  });
});
