import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type ActionError,
  type PrintedSheet,
  type QrCodeBatchesPageContext,
  type QrCodeBatchesPageEvent,
  qrCodeBatchesPageMachine,
} from '../../../machines/qrcodes/qrCodeBatchesPageMachine';
import type { QrCodeBatch } from '../../../src/shared/schemas/qrcodes';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent } from '../modelPaths';

// Every shortest path of the /qrcodes page chart on a live actor whose delete and print calls are held by hand and
// whose toasts and download are recorded. After every step the check asserts what the state means: the tags, the
// events it takes and the call pending, with the id of the batch the user picked; the batch in context (the one the
// open dialog, deletion or print is about, none once back on the list), the table's version (bumped by a created or
// a deleted batch only), the error of a refused deletion (kept in the confirmation, cleared by a new attempt); and
// what the step showed or saved (the deleted toast with the batch's id, the printed sheet, the print failure's text).

// One batch per action, so the batch in context says which action took it.
const batchOf = (id: number) => ({ id, count: 12, usedCount: 0 }) as QrCodeBatch;
const codesBatch = batchOf(3);
const deletedBatch = batchOf(4);
const printedBatch = batchOf(5);
const refused = { message: 'Коды партии уже использованы на шинах', status: 409, errorCode: 'INELIGIBLE_STATE' };
const sheet: PrintedSheet = { blob: 'pdf', fileName: 'qr_5.pdf' };

// The user's events and the two calls' outcomes.
const events: EventObject[] = [
  { type: 'batches.create' },
  { type: 'batches.created' },
  { type: 'batches.codes', batch: codesBatch } as EventObject,
  { type: 'batches.print', batch: printedBatch } as EventObject,
  { type: 'batches.delete', batch: deletedBatch } as EventObject,
  { type: 'delete.confirm' },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.deleteBatch', output: deletedBatch } as EventObject,
  { type: 'xstate.error.actor.deleteBatch', error: refused } as EventObject,
  { type: 'xstate.done.actor.printBatch', output: sheet } as EventObject,
  { type: 'xstate.error.actor.printBatch', error: { message: 'Ошибка сети' } } as EventObject,
];
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

const ACTIONS = ['batches.codes', 'batches.create', 'batches.delete', 'batches.print'];
/** Per state: its tags, the events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  idle: { tags: [], takes: ACTIONS, pending: [] },
  creating: { tags: [], takes: ['batches.created', 'dialog.close'], pending: [] },
  viewingCodes: { tags: [], takes: ['dialog.close'], pending: [] },
  'deleting.confirming': { tags: [], takes: ['delete.confirm', 'dialog.close'], pending: [] },
  // The deletion under way cannot be closed nor confirmed again.
  'deleting.running': { tags: ['busy'], takes: [], pending: ['deleteBatch'] },
  printing: { tags: ['printing'], takes: [], pending: ['printBatch'] },
};

const keyOf = (value: unknown) =>
  typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${v}`)[0];

type Effect = [string, unknown];

/** The recording toasts and download, and the per-step check for one replay of `path`. */
function pageMeaning(path: Path) {
  const effects: Effect[] = [];
  const provide = {
    actions: {
      // The wiring's toast names the batch from context.
      notifyDeleted: ({ context }: { context: QrCodeBatchesPageContext }) =>
        void effects.push(['notifyDeleted', context.batch?.id]),
      saveSheet: (_: unknown, params: PrintedSheet) => void effects.push(['saveSheet', params]),
      notifyPrintFailed: (_: unknown, params: ActionError) => void effects.push(['notifyPrintFailed', params]),
    },
  };
  const page = { batch: null as QrCodeBatch | null, version: 0, error: null as ActionError | null };
  let step = 0;
  let seen = 0;

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as QrCodeBatchesPageEvent | WalkEvent;
    const state = keyOf(snapshot.value);
    const at = `${state} after ${after}`;
    const expected: Effect[] = [];
    switch (event.type) {
      case 'batches.codes':
      case 'batches.delete':
      case 'batches.print':
        page.batch = event.batch as QrCodeBatch;
        break;
      case 'batches.created':
        page.version += 1;
        break;
      case 'delete.confirm':
        page.error = null;
        break;
      case 'xstate.done.actor.deleteBatch':
        page.version += 1;
        expected.push(['notifyDeleted', deletedBatch.id]);
        break;
      case 'xstate.error.actor.deleteBatch':
        page.error = refused;
        break;
      case 'xstate.done.actor.printBatch':
        expected.push(['saveSheet', sheet]);
        break;
      case 'xstate.error.actor.printBatch':
        expected.push(['notifyPrintFailed', { message: 'Ошибка сети', errorCode: undefined, status: undefined }]);
        break;
    }
    // Back on the list, no batch and no error are left over.
    if (state === 'idle') Object.assign(page, { batch: null, error: null });

    // What the step showed or saved.
    const done = effects.slice(seen);
    seen = effects.length;
    expect(done, `${at}: toasts and downloads`).toEqual(expected);

    // The state's tags, the events it takes and the calls pending in it.
    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(USER_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type))].sort();
    expect(takes, `${at}: events taken`).toEqual(meaning.takes);
    expect(Object.keys(snapshot.children), `${at}: calls pending`).toEqual(meaning.pending);
    for (const id of meaning.pending)
      expect(snapshot.children[id]!.getSnapshot().input, `${at}: ${id} of the batch picked`).toEqual({
        id: page.batch?.id,
      });

    const { context } = snapshot;
    expect(context.batch, `${at}: batch`).toEqual(page.batch);
    expect(context.version, `${at}: table version`).toBe(page.version);
    expect(context.error, `${at}: error`).toEqual(page.error);
  };
  return { provide, check };
}

describe('qrCodeBatchesPageMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(qrCodeBatchesPageMachine, events);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(8));

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = pageMeaning(path);
      await replayPath(qrCodeBatchesPageMachine, path, {
        actorNames: ['deleteBatch', 'printBatch'],
        provide,
        longestDelayMs: 0,
        check,
      });
    },
  );
});
