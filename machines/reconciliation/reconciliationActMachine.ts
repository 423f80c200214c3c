import { setup } from 'xstate';
import type { ActState } from '../../src/shared/lifecycleStates';

// The reconciliation act: separate actions ratify, reject with a comment, verify, finalize and hard delete; the status
// names and their order were not given, so this chart is ours. The server accepts an action only when the chart allows
// it from the stored state (otherwise 409 INELIGIBLE_STATE); the console offers exactly the allowed actions.
//
//   draft ──ratify──▶ ratified ──verify──▶ verified ──finalize──▶ finalized
//     │ ▲               │                    │
//     │ └─update / notifyRecalculation── rejected ◀──reject── (draft, ratified, verified)
//     └──hardDelete──▶ deleted ◀──hardDelete── rejected

export const ACT_STATE_NAMES: Record<ActState, string> = {
  draft: 'Сформирован',
  ratified: 'Согласован партнёром',
  rejected: 'Отклонён',
  verified: 'Проверен',
  finalized: 'Завершён',
  deleted: 'Удалён',
};

export interface ActFacts {
  invoiceCount: number;
}

export type ActEvent =
  | { type: 'act.update' }
  | { type: 'act.notifyRecalculation' }
  | { type: 'act.ratify' }
  | { type: 'act.reject' }
  | { type: 'act.verify' }
  | { type: 'act.finalize' }
  | { type: 'act.hardDelete' };

export const ACT_EVENTS: ActEvent[] = (
  [
    'act.update',
    'act.notifyRecalculation',
    'act.ratify',
    'act.reject',
    'act.verify',
    'act.finalize',
    'act.hardDelete',
  ] as const
).map((type) => ({ type }));

export const ACT_ACTION_NAMES: Record<ActEvent['type'], string> = {
  'act.update': 'Изменить счета',
  'act.notifyRecalculation': 'Уведомить о перерасчёте',
  'act.ratify': 'Согласовать',
  'act.reject': 'Отклонить',
  'act.verify': 'Проверить',
  'act.finalize': 'Завершить',
  'act.hardDelete': 'Удалить',
};

export const reconciliationActMachine = setup({
  types: { context: {} as ActFacts, events: {} as ActEvent, input: {} as Partial<ActFacts> | undefined },
  guards: {
    /** An act without invoices settles nothing. */
    hasInvoices: ({ context }) => context.invoiceCount > 0,
  },
}).createMachine({
  id: 'reconciliationAct',
  context: ({ input }) => ({ invoiceCount: input?.invoiceCount ?? 0 }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        // Self-transitions name their state: can() answers false for one with neither target nor actions.
        'act.update': { target: 'draft' },
        'act.notifyRecalculation': { target: 'draft' },
        'act.ratify': { guard: 'hasInvoices', target: 'ratified' },
        'act.reject': { target: 'rejected' },
        'act.hardDelete': { target: 'deleted' },
      },
    },
    ratified: { on: { 'act.verify': { target: 'verified' }, 'act.reject': { target: 'rejected' } } },
    rejected: {
      on: {
        'act.update': { target: 'draft' },
        'act.notifyRecalculation': { target: 'draft' },
        'act.hardDelete': { target: 'deleted' },
      },
    },
    verified: { on: { 'act.finalize': { target: 'finalized' }, 'act.reject': { target: 'rejected' } } },
    finalized: { type: 'final' },
    deleted: { type: 'final' },
  },
});
