import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { lineErrors } from '../../../machines/orders/tireDefectLine';
import { type TireDefectLinesContext, tireDefectLinesMachine } from '../../../machines/orders/tireDefectLinesMachine';
import type { TireDefectLine } from '../../../src/shared/schemas/tires';
import { replayPath } from '../modelPaths';

// Every shortest path of the defect lines chart, replayed on the real machine with the calls held by hand and the
// typing pause run on fake timers. The walk tells states apart by their lines too (how many, which status, right
// or not), so the save paths for new and for updated lines are both walked; at most one new line is added.

const input = { orderId: 7, storedObjectRefValueId: 379 };
const stored: TireDefectLine = {
  id: 11,
  orderId: 7,
  barcode: '111111111',
  defectTypeIds: [548],
  defectTypeNames: [],
  storedObjectNumber: null,
  storedObjectRefValueId: 379,
  tireTreadDepth: null,
  currentState: null,
};
const created: TireDefectLine = { ...stored, id: 12, barcode: '333333333' };
const events = [
  { type: 'line.add' },
  { type: 'line.remove', key: 'new-1' },
  { type: 'line.barcode', key: 'new-1', barcode: '333333333' },
  { type: 'line.barcode', key: 'new-1', barcode: '12' },
  { type: 'line.barcode', key: 'line-11', barcode: '222222222' },
  { type: 'line.defectTypes', key: 'line-11', defectTypeIds: [548, 9031] },
  { type: 'line.storedObject', key: 'line-11', storedObjectRefValueId: 443 },
  { type: 'line.change', key: 'line-11', field: 'currentState', value: 'Б/у' },
  { type: 'lines.save' },
  { type: 'lines.reload' },
  { type: 'xstate.done.actor.loadLines', output: [stored] },
  { type: 'xstate.error.actor.loadLines', error: { message: 'Заявка не найдена', status: 404 } },
  { type: 'xstate.after.barcodeDebounce.tireDefectLines.checker.waiting' },
  {
    type: 'xstate.done.actor.checkBarcodes',
    output: [{ key: 'new-1', barcode: '333333333', barcodeIsUniqueInDB: true }],
  },
  {
    type: 'xstate.error.actor.checkBarcodes',
    error: { message: 'Возникла ошибка сети. Проверьте соединение с интернет.', status: 0 },
  },
  { type: 'xstate.done.actor.createLines', output: [stored, created] },
  {
    type: 'xstate.error.actor.createLines',
    error: {
      message: 'Проверьте правильность заполнения полей',
      status: 400,
      details: { 'lines.0.barcode': 'Этот штрихкод уже есть в базе' },
    },
  },
  { type: 'xstate.done.actor.updateLines', output: [{ ...stored, barcode: '222222222' }, created] },
  { type: 'xstate.error.actor.updateLines', error: { message: 'Заявка в архиве, изменения невозможны', status: 409 } },
] as EventObject[];

type Snapshot = { value: unknown; context: TireDefectLinesContext; can: (e: EventObject) => boolean };
const linesOf = (c: TireDefectLinesContext) =>
  `${c.lines.length}|${c.lines.filter((l) => l.status === 'new').length}|${c.lines.filter((l) => l.status === 'updated').length}|${Object.keys(lineErrors(c.lines)).length === 0}`;

const paths = getShortestPaths(
  tireDefectLinesMachine as AnyStateMachine,
  {
    events: (state: Snapshot) =>
      events.filter((e) => state.can(e) && (e.type !== 'line.add' || state.context.lines.length < 2)),
    input,
    serializeState: (state: Snapshot, event: EventObject | undefined, prev?: Snapshot) =>
      `${JSON.stringify(prev?.value ?? null)}|${JSON.stringify(event ?? null)}|${JSON.stringify(state.value)}|${linesOf(state.context)}`,
  } as never,
);

describe('tireDefectLinesMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('walks a save of new lines and a save of updated lines to the end', () => {
    const saves = paths.map((p) => p.steps.map((s) => (s.event as EventObject).type));
    expect(saves.some((types) => types.includes('xstate.done.actor.createLines'))).toBe(true);
    expect(saves.some((types) => types.includes('xstate.done.actor.updateLines'))).toBe(true);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(tireDefectLinesMachine, path, {
        input,
        actorNames: ['loadLines', 'checkBarcodes', 'createLines', 'updateLines'],
        longestDelayMs: 400,
      });
      const last = path.steps.at(-1)!;
      const state = last.state as unknown as Snapshot & { matches: (v: unknown) => boolean };
      const { context } = state;
      // What each state means: after a save every line is saved; a refused save keeps the changed lines and says why.
      if (
        last.event.type === 'xstate.done.actor.updateLines' ||
        (state.matches({ data: 'ready' }) && last.event.type === 'xstate.done.actor.createLines')
      ) {
        expect(context.lines.every((l) => l.status === 'saved')).toBe(true);
      }
      if (last.event.type.startsWith('xstate.error.actor.') && last.event.type !== 'xstate.error.actor.checkBarcodes')
        expect(context.error).not.toBeNull();
      if (state.matches({ data: 'saving' })) expect(context.lines.some((l) => l.status !== 'saved')).toBe(true);
      if (state.matches({ checker: 'idle' }) && last.event.type === 'xstate.done.actor.checkBarcodes')
        expect(context.pendingChecks).not.toContain('new-1');
    },
  );
});
