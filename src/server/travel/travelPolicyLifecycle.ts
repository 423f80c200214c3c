import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { allowedLifecycleEvents, nextLifecycleState } from '../../../machines/kit/lifecycle';
import {
  TRAVEL_POLICY_ACTION_NAMES,
  TRAVEL_POLICY_STATE_NAMES,
  TRAVEL_POLICY_USER_ACTIONS,
  type TravelPolicyEvent,
  type TravelPolicyFacts,
  travelPolicyMachine,
} from '../../../machines/travel/travelPolicyMachine';
import { ERROR_CODES } from '../../shared/errorCodes';
import { DEFAULT_TIMEZONE } from '../../shared/format';
import type { TravelPolicyState } from '../../shared/lifecycleStates';
import { TRAVEL_POLICY_NOT_FOUND } from '../../shared/schemas/travel/travelPolicies';
import type { Tx } from '../db/db';
import { AppError, notFound } from '../errors';
import { travelPolicies, travelPolicyEvents } from './travelSchema';

// Every move of a travel policy runs here, in the caller's transaction with the policy's row locked: the stored state
// is checked against machines/travel/travelPolicyMachine (409 INELIGIBLE_STATE when the chart does not allow the
// action from it), the state moves and the history records who did what. Payments call it too (pay, unpay), so a
// payment and an annulment at the same moment are serialised by the row lock.

export type PolicyRow = typeof travelPolicies.$inferSelect;
export type PolicyAction = TravelPolicyEvent['type'];

/** Today in Moscow as 'yyyy-MM-dd', the calendar the policy dates live in. */
export const moscowToday = (now: Date = new Date()) =>
  DateTime.fromJSDate(now).setZone(DEFAULT_TIMEZONE).toISODate() as string;

export const policyFacts = (row: Pick<PolicyRow, 'startDate' | 'endDate'>, today: string): TravelPolicyFacts => ({
  today,
  startDate: row.startDate,
  endDate: row.endDate,
});

/** The person's actions the chart allows from the stored state: what the API answers as `allowedActions`. */
export const allowedPolicyActions = (row: Pick<PolicyRow, 'state' | 'startDate' | 'endDate'>, today: string) =>
  allowedLifecycleEvents(
    travelPolicyMachine,
    row.state,
    policyFacts(row, today),
    TRAVEL_POLICY_USER_ACTIONS.map((type) => ({ type })),
  );

export const ineligiblePolicyAction = (state: TravelPolicyState, action: PolicyAction) =>
  new AppError(
    409,
    ERROR_CODES.ineligibleState,
    `Действие «${TRAVEL_POLICY_ACTION_NAMES[action]}» недоступно: полис в состоянии «${TRAVEL_POLICY_STATE_NAMES[state]}»`,
  );

/** The policy's row, locked for the rest of the transaction; 404 outside the caller's scope (null: every partner's). */
export async function lockPolicy(tx: Tx, policyId: number, scope: number | null): Promise<PolicyRow> {
  const [row] = await tx.select().from(travelPolicies).where(eq(travelPolicies.id, policyId)).for('update');
  if (!row || (scope !== null && row.partnerId !== scope)) throw notFound(TRAVEL_POLICY_NOT_FOUND);
  return row;
}

/** The state the action leads to from the stored state and today's date, or 409 INELIGIBLE_STATE. */
export function nextPolicyState(row: PolicyRow, action: PolicyAction, today: string): TravelPolicyState {
  const from = row.state as TravelPolicyState;
  const next = nextLifecycleState(travelPolicyMachine, from, policyFacts(row, today), { type: action });
  if (next === null) throw ineligiblePolicyAction(from, action);
  return next as TravelPolicyState;
}

/**
 * Moves a locked policy by one action of the chart and writes its history line; `extra` are the columns the action
 * sets beside the state (issuedAt, annulReason...). Answers the new state.
 */
export async function movePolicy(
  tx: Tx,
  row: PolicyRow,
  action: PolicyAction,
  options: { userId: number | null; today: string; comment?: string | null; extra?: Partial<PolicyRow> },
): Promise<TravelPolicyState> {
  const next = nextPolicyState(row, action, options.today);
  await tx
    .update(travelPolicies)
    .set({ ...options.extra, state: next, updatedAt: new Date() })
    .where(eq(travelPolicies.id, row.id));
  await tx.insert(travelPolicyEvents).values({
    policyId: row.id,
    action,
    fromState: row.state,
    toState: next,
    comment: options.comment ?? null,
    userId: options.userId,
  });
  return next;
}
