import { assign, setup } from 'xstate';

/** What a form holds: field name to value (nested objects and arrays allowed). */
export type FormValues = Record<string, unknown>;

export type DirtyGuardEvent =
  | { type: 'guard.load'; values: FormValues }
  | { type: 'guard.change'; values: FormValues }
  /** `intent` is opaque to the chart: a route, a history step, closing a dialog. The view carries it out. */
  | { type: 'guard.leave'; intent: unknown }
  | { type: 'guard.confirm' }
  | { type: 'guard.cancel' }
  /** The server took the form: what is shown becomes pristine (or the server's answer, when given). */
  | { type: 'guard.saved'; values?: FormValues };

export interface DirtyGuardContext {
  pristine: FormValues;
  current: FormValues;
  pendingIntent: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** A form field with nothing in it: '', null, undefined, an empty list, or a group of such fields. */
function isBlank(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (isPlainObject(v)) return Object.values(v).every(isBlank);
  return false;
}

/**
 * Equality as a form sees it: deep, object keys in any order, the blank values equal to one another, a number
 * equal to its text ('2020' typed over a loaded 2020), a date equal to its ISO text.
 */
export function sameFormValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameFormValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => sameFormValue(a[k], b[k]));
  }
  if (a instanceof Date || b instanceof Date) {
    const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
    return iso(a) === iso(b);
  }
  const scalar = (v: unknown) => typeof v === 'number' || typeof v === 'string' || typeof v === 'bigint';
  if (scalar(a) && scalar(b)) return String(a) === String(b);
  return Object.is(a, b);
}

/**
 * The unsaved-changes guard of a form: leaving a dirty form opens a confirmation dialog.
 * Dirty means the current values differ from the loaded ones, so undoing an edit makes the form clean again.
 * Leaving while clean proceeds at once; while dirty the chart holds the intent until 'ДА. Потерять изменения'
 * (confirm) or 'Нет. Отмена' (cancel). `proceed` is provided by the view and carries the intent out.
 */
export const dirtyGuardMachine = setup({
  types: {
    context: {} as DirtyGuardContext,
    events: {} as DirtyGuardEvent,
    input: {} as { values?: FormValues } | undefined,
  },
  actions: {
    proceed: (_, _params: { intent: unknown }) => {},
    setCurrent: assign({ current: (_, params: { values: FormValues }) => params.values }),
    discardChanges: assign({ current: ({ context }) => context.pristine, pendingIntent: null }),
    holdIntent: assign({ pendingIntent: (_, params: { intent: unknown }) => params.intent }),
    dropIntent: assign({ pendingIntent: null }),
  },
  guards: {
    matchesPristine: ({ context }, params: { values: FormValues }) => sameFormValue(context.pristine, params.values),
    differsFromPristine: ({ context }, params: { values: FormValues }) =>
      !sameFormValue(context.pristine, params.values),
  },
}).createMachine({
  id: 'dirtyGuard',
  context: ({ input }) => ({ pristine: input?.values ?? {}, current: input?.values ?? {}, pendingIntent: null }),
  initial: 'clean',
  on: {
    'guard.load': {
      target: '.clean',
      actions: assign({
        pristine: ({ event }) => event.values,
        current: ({ event }) => event.values,
        pendingIntent: null,
      }),
    },
    'guard.saved': {
      target: '.clean',
      actions: assign(({ context, event }) => {
        const values = event.values ?? context.current;
        return { pristine: values, current: values, pendingIntent: null };
      }),
    },
  },
  states: {
    clean: {
      on: {
        'guard.change': [
          {
            guard: { type: 'differsFromPristine', params: ({ event }) => ({ values: event.values }) },
            target: 'dirty',
            actions: { type: 'setCurrent', params: ({ event }) => ({ values: event.values }) },
          },
          { actions: { type: 'setCurrent', params: ({ event }) => ({ values: event.values }) } },
        ],
        'guard.leave': { actions: { type: 'proceed', params: ({ event }) => ({ intent: event.intent }) } },
      },
    },
    dirty: {
      tags: ['dirty'],
      on: {
        'guard.change': [
          {
            guard: { type: 'matchesPristine', params: ({ event }) => ({ values: event.values }) },
            target: 'clean',
            actions: { type: 'setCurrent', params: ({ event }) => ({ values: event.values }) },
          },
          { actions: { type: 'setCurrent', params: ({ event }) => ({ values: event.values }) } },
        ],
        'guard.leave': {
          target: 'confirming',
          actions: { type: 'holdIntent', params: ({ event }) => ({ intent: event.intent }) },
        },
      },
    },
    confirming: {
      tags: ['dirty'],
      on: {
        'guard.confirm': {
          target: 'leaving',
          actions: [
            { type: 'proceed', params: ({ context }) => ({ intent: context.pendingIntent }) },
            'discardChanges',
          ],
        },
        'guard.cancel': { target: 'dirty', actions: 'dropIntent' },
        // A second way out asked while the question is open (another Back): the latest wish is the one to carry out.
        'guard.leave': { actions: { type: 'holdIntent', params: ({ event }) => ({ intent: event.intent }) } },
      },
    },
    /**
     * The user chose to lose the changes and the way out is being taken (a history step lands a moment later):
     * the values still on screen must not make the form dirty again meanwhile. Loading or saving starts over.
     */
    leaving: {
      on: {
        'guard.leave': { actions: { type: 'proceed', params: ({ event }) => ({ intent: event.intent }) } },
      },
    },
  },
});
