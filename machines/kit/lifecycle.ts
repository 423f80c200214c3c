import { type AnyStateMachine, type EventObject, transition } from 'xstate';

// The domain lifecycles (invoice, order dispatch, reconciliation act) are pure charts: no actors, no timers. The
// server asks them whether an action is allowed from the stored state and which state it leads to; the console asks
// them which actions to offer. One chart, two users, so the two can never disagree.

/** The chart's snapshot for a stored state value and the facts its guards read. */
export function lifecycleSnapshot<TContext extends object>(machine: AnyStateMachine, state: string, context: TContext) {
  return machine.resolveState({ value: state, context });
}

/** The state an event leads to from the stored state, or null when the chart does not allow it there. */
export function nextLifecycleState<TContext extends object>(
  machine: AnyStateMachine,
  state: string,
  context: TContext,
  event: EventObject,
): string | null {
  const snapshot = lifecycleSnapshot(machine, state, context);
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine, snapshot, event);
  return String(next.value);
}

/** Every event type of the list the chart allows from the stored state: the actions the console enables. */
export function allowedLifecycleEvents<TContext extends object>(
  machine: AnyStateMachine,
  state: string,
  context: TContext,
  events: readonly EventObject[],
): string[] {
  const snapshot = lifecycleSnapshot(machine, state, context);
  return events.filter((e) => snapshot.can(e)).map((e) => e.type);
}
