import { assign, setup } from 'xstate';
import type { SessionError } from '../session/sessionTypes';

// A report's page: the filter form's values, the request last run and what it answered (the count, the totals and the
// chart's points). Running sends the request to the table, which loads its first page; the page's answer comes back
// here as report.loaded (every later page, sort or search too, since the totals follow the request, not the page).
// A failure clears the report's data and the saved request, as the specification says; the form keeps what the user
// chose, so «Повторить» runs it again.

export type ReportFormValues = Record<string, string>;

export interface ReportSummary {
  total: number;
  totals: Record<string, number | null>;
  series: Record<string, string | number | null>[];
}

export interface ReportContext {
  form: ReportFormValues;
  /** What «Сбросить фильтр» puts back: the current month, no other filter. */
  defaults: ReportFormValues;
  /** The request last run; null before the first run and after a failure. */
  request: ReportFormValues | null;
  /** Counts the runs, so running the same request again reloads it. */
  run: number;
  summary: ReportSummary | null;
  error: SessionError | null;
}

export type ReportEvent =
  | { type: 'report.form.change'; values: ReportFormValues }
  | { type: 'report.form.reset' }
  | { type: 'report.run' }
  | { type: 'report.loaded'; summary: ReportSummary }
  | { type: 'report.failed'; error: SessionError };

export interface ReportInput {
  form: ReportFormValues;
  defaults: ReportFormValues;
}

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput,
  },
  guards: {
    hasRows: ({ event }) => event.type === 'report.loaded' && event.summary.total > 0,
  },
  actions: {
    saveRequest: assign({
      request: ({ context }) => ({ ...context.form }),
      run: ({ context }) => context.run + 1,
      summary: null,
      error: null,
    }),
    keepSummary: assign({
      summary: ({ event }) => (event.type === 'report.loaded' ? event.summary : null),
    }),
    clear: assign({
      request: null,
      summary: null,
      error: ({ event }) => (event.type === 'report.failed' ? event.error : null),
    }),
    editForm: assign({
      form: ({ context, event }) =>
        event.type === 'report.form.change' ? { ...context.form, ...event.values } : context.form,
    }),
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({
    form: input.form,
    defaults: input.defaults,
    // A report runs at once with the form it opens with (the filters last run, else the defaults).
    request: { ...input.form },
    run: 1,
    summary: null,
    error: null,
  }),
  initial: 'running',
  on: {
    'report.form.change': { actions: 'editForm' },
    'report.form.reset': { actions: assign({ form: ({ context }) => ({ ...context.defaults }) }) },
    'report.run': { target: '.running', actions: 'saveRequest' },
  },
  states: {
    running: {
      tags: ['loading'],
      on: {
        'report.loaded': [
          { guard: 'hasRows', target: 'shown', actions: 'keepSummary' },
          { target: 'empty', actions: 'keepSummary' },
        ],
        'report.failed': { target: 'failed', actions: 'clear' },
      },
    },
    shown: {
      on: {
        // Another page, sort or search of the same request.
        'report.loaded': [
          { guard: 'hasRows', actions: 'keepSummary' },
          { target: 'empty', actions: 'keepSummary' },
        ],
        'report.failed': { target: 'failed', actions: 'clear' },
      },
    },
    empty: {
      on: {
        'report.loaded': [{ guard: 'hasRows', target: 'shown', actions: 'keepSummary' }, { actions: 'keepSummary' }],
        'report.failed': { target: 'failed', actions: 'clear' },
      },
    },
    failed: {},
  },
});
