import { assign, fromPromise, setup } from 'xstate';
import { type SeoPageFaq, seoPageFaqBodySchema } from '../../src/shared/schemas/content/seoPageFaqs';
import type { SessionError } from '../session/sessionTypes';

// The FAQ of one SEO page, edited locally: rows are marked added, updated or deleted, and 'Сохранить FAQ' sends
// every marked row in one batch (deleted first, then updated, then added). A refused row keeps its mark and the
// server's message; the rows that did save settle, so the next save sends only what is left.

export type FaqChange = 'added' | 'updated' | 'deleted';
export type FaqValues = { sort: number; question: string; answer: string };

export type FaqRow = FaqValues & {
  /** Stable local key: `s<id>` for stored rows, `n<k>` for new ones (kept once the server gives the id). */
  key: string;
  id?: number;
  /** What the server holds, so an edit undone is no change; null until saved. */
  stored: FaqValues | null;
  change?: FaqChange;
  /** The server's refusal of this row's last save. */
  error?: string;
};
export type FaqRights = { insert: boolean; update: boolean; delete: boolean };
export type FaqSaveInput = { seoPageId: number; row: FaqRow };

export type SeoFaqEvent =
  | { type: 'faq.load'; seoPageId: number }
  | { type: 'faq.add'; values: FaqValues }
  | { type: 'faq.edit'; key: string; values: FaqValues }
  | { type: 'faq.remove'; key: string }
  | { type: 'faq.restore'; key: string }
  | { type: 'faq.save' }
  | { type: 'faq.reset' };

export interface SeoFaqContext {
  rights: FaqRights;
  seoPageId: number | null;
  rows: FaqRow[];
  nextKey: number;
  /** Keys still to send in this save, the first being sent. */
  queue: string[];
  loadError: SessionError | null;
  /** How many rows of the last save were refused. */
  failed: number;
}

const valuesOf = ({ sort, question, answer }: FaqValues): FaqValues => ({ sort, question, answer });
const fromServer = (faq: SeoPageFaq): FaqRow => ({
  key: `s${faq.id}`,
  id: faq.id,
  ...valuesOf(faq),
  stored: valuesOf(faq),
});
/** Rows by sort, then by id, new ones last in the order they were added (as the server will list them). */
const ordered = (rows: FaqRow[]) =>
  [...rows].sort((a, b) => a.sort - b.sort || (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER));
const sameValues = (a: FaqValues, b: FaqValues) =>
  a.sort === b.sort && a.question === b.question && a.answer === b.answer;

const ORDER: FaqChange[] = ['deleted', 'updated', 'added'];
export const pendingFaqs = (rows: FaqRow[]) => ORDER.flatMap((change) => rows.filter((r) => r.change === change));

/** The first message the shared body schema gives for a row that will be sent (deleted rows are not checked). */
export function faqRowIssue(row: FaqRow, seoPageId = 1): string | undefined {
  if (row.change === 'deleted') return undefined;
  return seoPageFaqBodySchema.safeParse({ seoPageId, ...valuesOf(row) }).error?.issues[0]?.message;
}

type FaqError = SessionError & { details?: Record<string, string> };
const messageOf = (error: unknown) => {
  const e = error as Partial<FaqError> | undefined;
  return Object.values(e?.details ?? {})[0] ?? e?.message ?? String(error);
};
const toError = (error: unknown): SessionError => {
  const e = error as Partial<SessionError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the API wiring`);
  });

const mapRow = (rows: FaqRow[], key: string, fn: (row: FaqRow) => FaqRow | null) =>
  rows.flatMap((r) => (r.key === key ? (fn(r) ?? []) : [r]));
const find = (context: SeoFaqContext, key: string) => context.rows.find((r) => r.key === key);

/** Edits, allowed in editing and after a failed save. */
const edits = {
  'faq.add': { guard: 'mayAdd', target: 'editing', actions: 'addRow' },
  'faq.edit': { guard: 'mayEdit', target: 'editing', actions: 'editRow' },
  'faq.remove': { guard: 'mayRemove', target: 'editing', actions: 'removeRow' },
  'faq.restore': { target: 'editing', actions: 'restoreRow' },
  'faq.save': { guard: 'canSave', target: 'saving', actions: 'queuePending' },
  'faq.reset': { target: 'editing', actions: 'resetRows' },
  'faq.load': { target: 'loading', reenter: true, actions: 'takePage' },
} as const;
const load = { 'faq.load': edits['faq.load'] };

/**
 * idle (no page) -> loading -> editing | loadFailed. editing -> saving (one row per entry, re-entered while the
 * batch has rows) -> editing when every row saved, failed when any was refused (editing goes on from there).
 * `loadFaqs` and `saveFaq` come from the API wiring; `faqSaved` (the toast) from the view.
 */
export const seoFaqMachine = setup({
  types: { context: {} as SeoFaqContext, events: {} as SeoFaqEvent, input: {} as { rights: FaqRights } },
  actors: {
    loadFaqs: provided<SeoPageFaq[], { seoPageId: number }>('loadFaqs'),
    saveFaq: provided<{ id: number }, FaqSaveInput>('saveFaq'),
  },
  actions: {
    faqSaved: () => {},
    takePage: assign(({ event }) =>
      event.type === 'faq.load' ? { seoPageId: event.seoPageId, rows: [], loadError: null, failed: 0 } : {},
    ),
    addRow: assign(({ context, event }) => {
      if (event.type !== 'faq.add') return {};
      const row: FaqRow = { key: `n${context.nextKey}`, ...valuesOf(event.values), stored: null, change: 'added' };
      return { nextKey: context.nextKey + 1, rows: [...context.rows, row] };
    }),
    editRow: assign({
      rows: ({ context, event }) =>
        event.type !== 'faq.edit'
          ? context.rows
          : mapRow(context.rows, event.key, (r) => {
              const next = { ...r, ...valuesOf(event.values), error: undefined };
              if (r.change === 'added') return next;
              return { ...next, change: r.stored && sameValues(r.stored, next) ? undefined : 'updated' };
            }),
    }),
    // A row never saved just goes; a stored one is marked and sent as a DELETE.
    removeRow: assign({
      rows: ({ context, event }) =>
        event.type !== 'faq.remove'
          ? context.rows
          : mapRow(context.rows, event.key, (r) =>
              r.stored === null ? null : { ...r, change: 'deleted', error: undefined },
            ),
    }),
    restoreRow: assign({
      rows: ({ context, event }) =>
        event.type !== 'faq.restore'
          ? context.rows
          : mapRow(context.rows, event.key, (r) =>
              r.change !== 'deleted'
                ? r
                : { ...r, change: r.stored && sameValues(r.stored, r) ? undefined : 'updated', error: undefined },
            ),
    }),
    resetRows: assign({
      rows: ({ context }) =>
        context.rows.flatMap((r) =>
          r.stored === null ? [] : [{ key: r.key, id: r.id, ...r.stored, stored: r.stored }],
        ),
      failed: 0,
    }),
    queuePending: assign(({ context }) => ({
      queue: pendingFaqs(context.rows).map((r) => r.key),
      failed: 0,
      rows: context.rows.map((r) => ({ ...r, error: undefined })),
    })),
    rowSaved: assign(({ context }, params: { id: number }) => {
      const [key, ...rest] = context.queue;
      return {
        queue: rest,
        rows: ordered(
          mapRow(context.rows, key, (r) =>
            r.change === 'deleted' ? null : { key: r.key, id: r.id ?? params.id, ...valuesOf(r), stored: valuesOf(r) },
          ),
        ),
      };
    }),
    rowRefused: assign(({ context }, params: { message: string }) => {
      const [key, ...rest] = context.queue;
      return {
        queue: rest,
        failed: context.failed + 1,
        rows: mapRow(context.rows, key, (r) => ({ ...r, error: params.message })),
      };
    }),
  },
  guards: {
    mayAdd: ({ context }) => context.rights.insert,
    mayEdit: ({ context, event }) => {
      if (event.type !== 'faq.edit') return false;
      const row = find(context, event.key);
      return !!row && row.change !== 'deleted' && (row.change === 'added' || context.rights.update);
    },
    mayRemove: ({ context, event }) => {
      if (event.type !== 'faq.remove') return false;
      const row = find(context, event.key);
      return !!row && row.change !== 'deleted' && (row.stored === null || context.rights.delete);
    },
    canSave: ({ context }) => {
      const pending = pendingFaqs(context.rows);
      return pending.length > 0 && pending.every((r) => faqRowIssue(r) === undefined);
    },
    moreQueued: ({ context }) => context.queue.length > 1,
    anyRefused: ({ context }) => context.failed > 0,
  },
}).createMachine({
  id: 'seoFaq',
  context: ({ input }) => ({
    rights: input.rights,
    seoPageId: null,
    rows: [],
    nextKey: 1,
    queue: [],
    loadError: null,
    failed: 0,
  }),
  initial: 'idle',
  states: {
    idle: { on: load },
    loading: {
      tags: ['busy'],
      on: load,
      invoke: {
        id: 'loadFaqs',
        src: 'loadFaqs',
        input: ({ context }) => ({ seoPageId: context.seoPageId! }),
        onDone: { target: 'editing', actions: assign({ rows: ({ event }) => ordered(event.output.map(fromServer)) }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => toError(event.error) }) },
      },
    },
    loadFailed: { on: load },
    editing: { on: edits },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveFaq',
        src: 'saveFaq',
        input: ({ context }) => ({ seoPageId: context.seoPageId!, row: find(context, context.queue[0])! }),
        onDone: [
          {
            guard: 'moreQueued',
            target: 'saving',
            reenter: true,
            actions: { type: 'rowSaved', params: ({ event }) => ({ id: event.output.id }) },
          },
          { target: 'settled', actions: { type: 'rowSaved', params: ({ event }) => ({ id: event.output.id }) } },
        ],
        onError: [
          {
            guard: 'moreQueued',
            target: 'saving',
            reenter: true,
            actions: { type: 'rowRefused', params: ({ event }) => ({ message: messageOf(event.error) }) },
          },
          {
            target: 'settled',
            actions: { type: 'rowRefused', params: ({ event }) => ({ message: messageOf(event.error) }) },
          },
        ],
      },
    },
    // The batch is through: every row saved, or some refused (marked, with the rest kept for the next save).
    settled: {
      always: [
        { guard: 'anyRefused', target: 'failed' },
        { target: 'editing', actions: 'faqSaved' },
      ],
    },
    failed: { on: edits },
  },
});
