import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { qrCodeBatchesPageMachine } from '../../../machines/qrcodes/qrCodeBatchesPageMachine';
import type { QrCodeBatch } from '../../../src/shared/schemas/qrcodes';

const batch: QrCodeBatch = {
  id: 7,
  partnerId: 2,
  partnerName: 'Шинный центр «Колесо»',
  officeId: null,
  officeName: null,
  comment: null,
  count: 12,
  usedCount: 0,
  createdByUserId: 1,
  createdByName: 'Админов Админ',
  createdAt: 1_790_000_000,
};

function start(
  overrides: {
    deleteBatch?: (id: number) => Promise<unknown>;
    printBatch?: (id: number) => Promise<{ blob: unknown; fileName: string }>;
  } = {},
) {
  const saveSheet = vi.fn();
  const notifyPrintFailed = vi.fn();
  const notifyDeleted = vi.fn();
  const actor = createActor(
    qrCodeBatchesPageMachine.provide({
      actors: {
        deleteBatch: fromPromise(({ input }) => (overrides.deleteBatch ?? (async () => batch))(input.id)),
        printBatch: fromPromise(({ input }) =>
          (overrides.printBatch ?? (async () => ({ blob: 'pdf', fileName: 'qr.pdf' })))(input.id),
        ),
      },
      actions: {
        saveSheet: (_, sheet) => saveSheet(sheet),
        notifyPrintFailed: (_, error) => notifyPrintFailed(error),
        notifyDeleted: ({ context }) => notifyDeleted(context.batch?.id),
      },
    }),
  ).start();
  return { actor, saveSheet, notifyPrintFailed, notifyDeleted };
}

describe('qrCodeBatchesPageMachine', () => {
  it('opens and closes the create dialog; a created batch reloads the table', () => {
    const { actor } = start();
    try {
      actor.send({ type: 'batches.create' });
      expect(actor.getSnapshot().value).toBe('creating');
      actor.send({ type: 'dialog.close' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(actor.getSnapshot().context.version).toBe(0);
      actor.send({ type: 'batches.create' });
      actor.send({ type: 'batches.created' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(actor.getSnapshot().context.version).toBe(1);
    } finally {
      actor.stop();
    }
  });

  it('shows a batch’s codes and forgets the batch once closed', () => {
    const { actor } = start();
    try {
      actor.send({ type: 'batches.codes', batch });
      expect(actor.getSnapshot().value).toBe('viewingCodes');
      expect(actor.getSnapshot().context.batch).toBe(batch);
      // Another action waits until the dialog is closed.
      actor.send({ type: 'batches.print', batch });
      expect(actor.getSnapshot().value).toBe('viewingCodes');
      actor.send({ type: 'dialog.close' });
      expect(actor.getSnapshot().context.batch).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('deletes after the confirmation: reloads and tells; a refusal stays in the dialog with the message', async () => {
    let fail = true;
    const { actor, notifyDeleted } = start({
      deleteBatch: async () => {
        if (fail)
          throw { message: 'Коды партии уже использованы на шинах', status: 409, errorCode: 'INELIGIBLE_STATE' };
        return batch;
      },
    });
    try {
      actor.send({ type: 'batches.delete', batch });
      expect(actor.getSnapshot().matches({ deleting: 'confirming' })).toBe(true);
      actor.send({ type: 'delete.confirm' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches({ deleting: 'confirming' }) && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toEqual({
        message: 'Коды партии уже использованы на шинах',
        status: 409,
        errorCode: 'INELIGIBLE_STATE',
      });
      fail = false;
      actor.send({ type: 'delete.confirm' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context).toMatchObject({ version: 1, error: null, batch: null });
      expect(notifyDeleted).toHaveBeenCalledWith(batch.id);
    } finally {
      actor.stop();
    }
  });

  it('prints: the sheet is saved; a failure is told and the page stays usable', async () => {
    let fail = false;
    const { actor, saveSheet, notifyPrintFailed } = start({
      printBatch: async (id) => {
        if (fail) throw { message: 'Все коды партии уже использованы: печатать нечего', status: 409 };
        return { blob: `pdf ${id}`, fileName: `qr_${id}.pdf` };
      },
    });
    try {
      actor.send({ type: 'batches.print', batch });
      expect(actor.getSnapshot().hasTag('printing')).toBe(true);
      await waitFor(actor, (s) => s.matches('idle'));
      expect(saveSheet).toHaveBeenCalledWith({ blob: 'pdf 7', fileName: 'qr_7.pdf' });
      fail = true;
      actor.send({ type: 'batches.print', batch });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(notifyPrintFailed).toHaveBeenCalledWith({
        message: 'Все коды партии уже использованы: печатать нечего',
        status: 409,
        errorCode: undefined,
      });
      expect(saveSheet).toHaveBeenCalledTimes(1);
    } finally {
      actor.stop();
    }
  });
});
