import { assign, fromPromise, not, setup } from 'xstate';
import type { BarcodeCheck, TireDefectLine } from '../../src/shared/schemas/tires';
import { BARCODE_NOT_UNIQUE, isWrongBarcode } from '../../src/shared/schemas/tyreDefects';
import type { SessionError } from '../session/sessionTypes';
import {
  type DefectLine,
  edited,
  fromServer,
  type LineField,
  lineErrors,
  newLine,
  toInput,
  withBarcode,
  withDefectTypes,
  withRepeats,
  withStoredObject,
} from './tireDefectLine';

// The tyre defect lines of an order: lines are new, updated on edit, and cleared after save. A typed barcode is flagged
// wrong (not 9 characters) or repeated at once, and checked on the server after a pause in typing
// (barcodeIsUniqueInDB). Saving sends POST for the new lines, then PUT for the updated ones.

export type TireDefectLinesEvent =
  | { type: 'lines.reload' }
  | { type: 'lines.save' }
  | { type: 'line.add' }
  | { type: 'line.remove'; key: string }
  | { type: 'line.barcode'; key: string; barcode: string }
  | { type: 'line.defectTypes'; key: string; defectTypeIds: number[] }
  | { type: 'line.storedObject'; key: string; storedObjectRefValueId: number | null }
  | { type: 'line.change'; key: string; field: LineField; value: string };

export interface TireDefectLinesContext {
  orderId: number;
  /** The order's stored object: what a new line starts with. */
  storedObjectRefValueId: number | null;
  lines: DefectLine[];
  nextKey: number;
  /** Lines whose barcode waits for the server's check. */
  pendingChecks: string[];
  error: SessionError | null;
  /** `${key}.${field}` -> message: the rules' own before sending, the server's details after. */
  fieldErrors: Record<string, string>;
}

export interface BarcodeCheckInput {
  key: string;
  barcode: string;
  excludeId?: number;
}
/** What POST and PUT /tire_defects send: the order and its new (or updated) lines. */
export type SaveInput = { orderId: number; lines: ReturnType<typeof toInput>[] };
type ApiFailure = { message?: string; errorCode?: string; status?: number; details?: Record<string, string> };

const update = (lines: DefectLine[], key: string, change: (line: DefectLine) => DefectLine) =>
  lines.map((l) => (l.key === key ? change(l) : l));
const changed = (lines: DefectLine[], status: DefectLine['status']) => lines.filter((l) => l.status === status);

/** The server's details (`lines.{i}.field`, i within the batch sent) as `${key}.field`; a taken barcode is flagged. */
function failure(
  context: TireDefectLinesContext,
  error: unknown,
  batch: DefectLine[],
): Partial<TireDefectLinesContext> {
  const e = (error ?? {}) as ApiFailure;
  const fieldErrors: Record<string, string> = {};
  let lines = context.lines;
  for (const [path, message] of Object.entries(e.details ?? {})) {
    const [, index, field] = /^lines\.(\d+)\.(\w+)$/.exec(path) ?? [];
    const line = batch[Number(index)];
    if (!line) continue;
    fieldErrors[`${line.key}.${field}`] = message;
    if (field === 'barcode' && message === BARCODE_NOT_UNIQUE)
      lines = update(lines, line.key, (l) => ({ ...l, barcodeIsUniqueInDB: false }));
  }
  return {
    lines,
    fieldErrors,
    error: { message: e.message ?? String(error), errorCode: e.errorCode, status: e.status },
  };
}

export const tireDefectLinesMachine = setup({
  types: {
    context: {} as TireDefectLinesContext,
    events: {} as TireDefectLinesEvent,
    input: {} as { orderId: number; storedObjectRefValueId: number | null },
  },
  actors: {
    loadLines: fromPromise<TireDefectLine[], { orderId: number }>(async () => {
      throw new Error('loadLines is provided by the API wiring');
    }),
    checkBarcodes: fromPromise<(BarcodeCheck & { key: string })[], BarcodeCheckInput[]>(async () => {
      throw new Error('checkBarcodes is provided by the API wiring');
    }),
    createLines: fromPromise<TireDefectLine[], SaveInput>(async () => {
      throw new Error('createLines is provided by the API wiring');
    }),
    updateLines: fromPromise<TireDefectLine[], SaveInput>(async () => {
      throw new Error('updateLines is provided by the API wiring');
    }),
  },
  actions: {
    /** The lines were saved: the view says so. */
    saved: () => {},
  },
  guards: {
    canSave: ({ context }) =>
      context.lines.some((l) => l.status !== 'saved') && Object.keys(lineErrors(context.lines)).length === 0,
    hasNewLines: ({ context }) => changed(context.lines, 'new').length > 0,
    hasUpdatedLines: ({ context }) => changed(context.lines, 'updated').length > 0,
    hasPendingChecks: ({ context }) => context.pendingChecks.length > 0,
  },
  delays: {
    /** The pause in typing after which a barcode is checked on the server. */
    barcodeDebounce: 400,
  },
}).createMachine({
  id: 'tireDefectLines',
  type: 'parallel',
  context: ({ input }) => ({ ...input, lines: [], nextKey: 1, pendingChecks: [], error: null, fieldErrors: {} }),
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadLines',
            src: 'loadLines',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: {
              target: 'ready',
              actions: assign({
                lines: ({ event }) => event.output.map(fromServer),
                error: null,
                fieldErrors: {},
                pendingChecks: [],
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({
                error: ({ event }) => ({ message: (event.error as ApiFailure)?.message ?? String(event.error) }),
              }),
            },
          },
        },
        failed: { on: { 'lines.reload': 'loading' } },
        ready: {
          tags: ['editable'],
          on: {
            'lines.reload': 'loading',
            'line.add': {
              actions: assign(({ context }) => ({
                lines: withRepeats([
                  ...context.lines,
                  newLine(`new-${context.nextKey}`, context.storedObjectRefValueId),
                ]),
                nextKey: context.nextKey + 1,
              })),
            },
            'line.remove': {
              // Only a line not saved yet goes: stored lines have no delete call.
              actions: assign(({ context, event }) => ({
                lines: withRepeats(context.lines.filter((l) => l.key !== event.key || l.status !== 'new')),
                pendingChecks: context.pendingChecks.filter((k) => k !== event.key),
              })),
            },
            'line.barcode': {
              actions: assign(({ context, event }) => {
                const checkable = event.barcode.trim() !== '' && !isWrongBarcode(event.barcode);
                const others = context.pendingChecks.filter((k) => k !== event.key);
                const { [`${event.key}.barcode`]: _dropped, ...fieldErrors } = context.fieldErrors;
                return {
                  lines: withRepeats(update(context.lines, event.key, (l) => withBarcode(l, event.barcode))),
                  pendingChecks: checkable ? [...others, event.key] : others,
                  fieldErrors,
                };
              }),
            },
            'line.defectTypes': {
              actions: assign({
                lines: ({ context, event }) =>
                  update(context.lines, event.key, (l) => withDefectTypes(l, event.defectTypeIds)),
              }),
            },
            'line.storedObject': {
              actions: assign({
                lines: ({ context, event }) =>
                  update(context.lines, event.key, (l) => withStoredObject(l, event.storedObjectRefValueId)),
              }),
            },
            'line.change': {
              actions: assign({
                lines: ({ context, event }) =>
                  update(context.lines, event.key, (l) => edited(l, { [event.field]: event.value })),
              }),
            },
            'lines.save': [
              { guard: 'canSave', target: 'saving', actions: assign({ error: null, fieldErrors: {} }) },
              { actions: assign({ fieldErrors: ({ context }) => lineErrors(context.lines) }) },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          initial: 'creating',
          states: {
            creating: {
              always: { guard: not('hasNewLines'), target: 'updating' },
              invoke: {
                id: 'createLines',
                src: 'createLines',
                input: ({ context }) => ({
                  orderId: context.orderId,
                  lines: changed(context.lines, 'new').map(toInput),
                }),
                onDone: {
                  target: 'updating',
                  // The new lines are stored now: they take their ids, so a failing PUT after this never posts them
                  // twice.
                  actions: assign({
                    lines: ({ context, event }) => {
                      const stored = new Map(event.output.map((l) => [l.barcode, l]));
                      return context.lines.map((l) =>
                        l.status === 'new' && stored.has(l.barcode.trim())
                          ? fromServer(stored.get(l.barcode.trim())!)
                          : l,
                      );
                    },
                  }),
                },
                onError: {
                  target: '#tireDefectLines.data.ready',
                  actions: assign(({ context, event }) => failure(context, event.error, changed(context.lines, 'new'))),
                },
              },
            },
            updating: {
              always: { guard: not('hasUpdatedLines'), target: '#tireDefectLines.data.ready', actions: 'saved' },
              invoke: {
                id: 'updateLines',
                src: 'updateLines',
                input: ({ context }) => ({
                  orderId: context.orderId,
                  lines: changed(context.lines, 'updated').map(toInput),
                }),
                onDone: {
                  target: '#tireDefectLines.data.ready',
                  actions: [assign({ lines: ({ event }) => event.output.map(fromServer) }), 'saved'],
                },
                onError: {
                  target: '#tireDefectLines.data.ready',
                  actions: assign(({ context, event }) =>
                    failure(context, event.error, changed(context.lines, 'updated')),
                  ),
                },
              },
            },
          },
        },
      },
    },
    checker: {
      initial: 'idle',
      states: {
        idle: { on: { 'line.barcode': 'waiting' } },
        waiting: {
          on: { 'line.barcode': { target: 'waiting', reenter: true } },
          after: { barcodeDebounce: [{ guard: 'hasPendingChecks', target: 'checking' }, { target: 'idle' }] },
        },
        checking: {
          on: { 'line.barcode': 'waiting' },
          invoke: {
            id: 'checkBarcodes',
            src: 'checkBarcodes',
            input: ({ context }) =>
              context.lines
                .filter((l) => context.pendingChecks.includes(l.key))
                .map((l) => ({ key: l.key, barcode: l.barcode.trim(), ...(l.id ? { excludeId: l.id } : {}) })),
            onDone: {
              target: 'idle',
              // An answer counts only for the barcode it was asked about: the line may have changed since.
              actions: assign(({ context, event }) => ({
                lines: context.lines.map((l) => {
                  const answer = event.output.find((a) => a.key === l.key && a.barcode === l.barcode.trim());
                  return answer ? { ...l, barcodeIsUniqueInDB: answer.barcodeIsUniqueInDB } : l;
                }),
                pendingChecks: context.pendingChecks.filter((k) => !event.output.some((a) => a.key === k)),
              })),
            },
            // The server checks again on save; an unanswered check leaves the flag unknown.
            onError: { target: 'idle', actions: assign({ pendingChecks: [] }) },
          },
        },
      },
    },
  },
});
