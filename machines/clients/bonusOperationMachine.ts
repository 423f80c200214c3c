import { assign, fromPromise, setup } from 'xstate';
import { REF_VALUE_IDS } from '../../src/shared/referenceIds';
import {
  type BonusOperationRequest,
  bonusOperationSchema,
  toBonusOperationRequest,
} from '../../src/shared/schemas/clients/bonus';
import type { SessionError } from '../session/sessionTypes';

// The 'Начислить / списать' dialog of the client card's 'Бонусы' tab.

export type BonusOperationKind = 'accrual' | 'writeOff';

export type BonusOperationEvent =
  /** The form's values: type, amount typed (positive), comment. Checked again here with the client's balance. */
  | { type: 'bonus.submit'; values: unknown }
  /** 'Отмена' or closing the dialog. */
  | { type: 'bonus.cancel' };

export interface BonusOperationResult {
  kind: BonusOperationKind;
  /** The client's balance after the operation, as the server answered. */
  balance: number;
}

export interface BonusOperationContext {
  clientId: number;
  /** The client's current bonus: the most a write-off may take. */
  maxBonus: number;
  /** What is being sent: the amount signed, positive for 345 and negated otherwise. */
  request: BonusOperationRequest | null;
  /** The last refusal of the server; cleared when the form is sent again. */
  error: SessionError | null;
  /** Field -> message: the rules' own (a value the form let through) or the server's details. */
  fieldErrors: Record<string, string>;
  result: BonusOperationResult | null;
}

/** The form's values checked with the library's rules and the balance; the same messages as the form shows. */
function check(values: unknown, context: Pick<BonusOperationContext, 'clientId' | 'maxBonus'>) {
  const input = typeof values === 'object' && values !== null ? values : {};
  return bonusOperationSchema.safeParse({ ...input, clientId: context.clientId, maxBonus: context.maxBonus });
}

function firstMessages(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0] ?? 'form')] ??= issue.message;
  return messages;
}

const kindOf = (request: BonusOperationRequest): BonusOperationKind =>
  request.operationTypeRefValueId === REF_VALUE_IDS.bonusCredit ? 'accrual' : 'writeOff';

/**
 * editing -> submitting -> done, or back to editing with the server's error (what was typed stays). Values that
 * break a rule (over 5000 accrued, more than the balance written off) never leave editing. `sendOperation` posts the
 * request; `operationDone` (the success toast, the card's reload) is provided by the view.
 */
export const bonusOperationMachine = setup({
  types: {
    context: {} as BonusOperationContext,
    events: {} as BonusOperationEvent,
    input: {} as { clientId: number; maxBonus: number },
    output: {} as BonusOperationResult | null,
  },
  actors: {
    sendOperation: fromPromise<{ bonus: number }, BonusOperationRequest>(async () => {
      throw new Error('sendOperation is provided by the API wiring');
    }),
  },
  actions: {
    operationDone: (_, _params: BonusOperationResult) => {},
  },
  guards: {
    isValid: ({ context, event }) => event.type === 'bonus.submit' && check(event.values, context).success,
  },
}).createMachine({
  id: 'bonusOperation',
  context: ({ input }) => ({
    clientId: input.clientId,
    maxBonus: input.maxBonus,
    request: null,
    error: null,
    fieldErrors: {},
    result: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.result,
  states: {
    editing: {
      on: {
        'bonus.submit': [
          {
            guard: 'isValid',
            target: 'submitting',
            actions: assign({
              request: ({ context, event }) => toBonusOperationRequest(check(event.values, context).data!),
              error: null,
              fieldErrors: {},
            }),
          },
          {
            actions: assign({
              fieldErrors: ({ context, event }) => firstMessages(check(event.values, context).error?.issues ?? []),
            }),
          },
        ],
        'bonus.cancel': { target: 'cancelled' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendOperation',
        src: 'sendOperation',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'done',
          actions: [
            assign({
              result: ({ context, event }) => ({ kind: kindOf(context.request!), balance: event.output.bonus }),
            }),
            { type: 'operationDone', params: ({ context }) => context.result! },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const e = event.error as Partial<SessionError> & { details?: Record<string, string> };
            return {
              error: { message: e?.message ?? String(event.error), errorCode: e?.errorCode, status: e?.status },
              fieldErrors: e?.details ?? {},
            };
          }),
        },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
