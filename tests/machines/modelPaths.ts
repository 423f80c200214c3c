import { expect, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventObject,
  fromPromise,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { countPath, recordMicrosteps } from '../model/chartCoverage';

// Model-based testing over the real charts: xstate/graph walks every shortest path (actor outcomes and timers are
// ordinary events of the walk), then each path is replayed on a live actor whose invoked actors are held by hand.

/** One walked path: its steps, each an event and the state the walk predicts after it. */
export type Path = ReturnType<typeof getShortestPaths<AnyStateMachine>>[number];

/** A live snapshot as a `check` reads it, with the chart's context type. */
export interface LiveSnapshot<TContext> {
  value: string;
  context: TContext;
  status: string;
  children: Record<string, AnyActorRef | undefined>;
  hasTag(tag: string): boolean;
  can(event: EventObject): boolean;
}

/** An event of a walk with its payload readable by name. */
export type WalkEvent = EventObject & Record<string, unknown>;
export const walkEvent = (e: Record<string, unknown>) => e as WalkEvent;

/**
 * Shortest paths to every state *as entered by each transition*: keying the walk on (previous state, event, state)
 * instead of the state alone makes it take every transition, not only the first one that reaches a state.
 */
export function shortestPaths(
  machine: AnyStateMachine,
  events: EventObject[],
  input?: unknown,
  serializeState: StateKey = transitionKey,
): Path[] {
  return getShortestPaths(machine, {
    // Only events the state handles: an ignored event would add a step that changes nothing.
    events: (state: { can: (e: EventObject) => boolean }) => events.filter((e) => state.can(e)),
    input,
    serializeState,
  } as never);
}

/**
 * A path written by hand, for what the shortest-path walk never does (it keys states by value, not context: an action
 * with a dialog open, an edit after a refusal): its steps as [event, the state value it must reach], from `initial`.
 */
export const scriptedPath = (initial: unknown, steps: [EventObject, unknown][]) =>
  ({
    steps: [[{ type: 'xstate.init' }, initial] as [EventObject, unknown], ...steps].map(([event, value]) => ({
      event,
      state: { value },
    })),
  }) as unknown as Path;

/** How the walk tells states apart: two snapshots with the same key are one state of the walk. */
export type StateKey = (
  state: { value: unknown; context: never },
  event: EventObject | undefined,
  prev?: { value: unknown; context: never },
) => string;

/** The default key: the state entered by a transition (previous value, event, value). */
export const transitionKey: StateKey = (state, event, prev) =>
  `${JSON.stringify(prev?.value ?? null)}|${JSON.stringify(event ?? null)}|${JSON.stringify(state.value)}`;

/**
 * Fake actors, provided under the chart's actor sources (`names`), that stay pending until the replay settles them
 * with the path's done or error event. They wait under the id of the invoke that started them, the id those events
 * name: the source itself, an explicit id, or the one xstate gives an invoke without (`0.<chart>.<state>`).
 */
export function heldActors(names: string[]) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  );
  return {
    actors,
    settle(event: EventObject & { output?: unknown; error?: unknown }) {
      const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
      const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
      const id = (done ?? failed)?.[1];
      if (!id) return false;
      const p = pending.get(id);
      if (!p) throw new Error(`no pending actor ${id} to settle`);
      pending.delete(id);
      if (done) p.resolve(event.output);
      else p.reject(event.error);
      return true;
    },
  };
}

/**
 * Replays one path: every step must land in the state the walk predicted, and `check` (when given) asserts what that
 * state means on the live actor after each step. Fake timers must be on.
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: Path,
  opts: {
    input?: unknown;
    actorNames: string[];
    provide?: Parameters<AnyStateMachine['provide']>[0];
    longestDelayMs: number;
    check?: (snapshot: AnyMachineSnapshot, afterEvent: string) => void;
  },
) {
  const held = heldActors(opts.actorNames);
  const actor = createActor(machine.provide({ ...(opts.provide ?? {}), actors: held.actors as never }), {
    input: opts.input,
    inspect: recordMicrosteps,
  } as never);
  countPath(machine);
  try {
    actor.start();
    for (const step of path.steps) {
      const event = step.event as EventObject;
      if (event.type === 'xstate.init') {
        // the walk's first step is the initial state
      } else if (event.type.startsWith('xstate.after.')) {
        await vi.advanceTimersByTimeAsync(opts.longestDelayMs + 1);
      } else if (!held.settle(event)) {
        actor.send(event);
      }
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value, `after ${event.type}`).toEqual(step.state.value);
      opts.check?.(actor.getSnapshot(), event.type);
    }
  } finally {
    actor.stop();
  }
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((n) => allNodes(n as AnyStateNode))];
}

/** The chart's states and event transitions, and which of them the paths went through. */
export function coverage(machine: AnyStateMachine, paths: Path[]) {
  const nodes = allNodes(machine.root);
  const transitions = new Set<string>();
  for (const n of nodes) for (const [eventType] of n.transitions) transitions.add(`${n.id} --${eventType}-->`);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  for (const path of paths) {
    let prev: Path['steps'][number]['state'] | undefined;
    for (const step of path.steps) {
      const snap = step.state as unknown as { _nodes: AnyStateNode[] };
      for (const n of snap._nodes) seenStates.add(n.id);
      if (prev) {
        const type = (step.event as EventObject).type;
        for (const n of (prev as unknown as { _nodes: AnyStateNode[] })._nodes) {
          if (n.transitions.has(type)) seenTransitions.add(`${n.id} --${type}-->`);
        }
      }
      prev = step.state;
    }
  }
  // A transient state (only eventless transitions) is never at rest; it is passed when one of its targets is reached.
  for (const n of nodes) {
    const always = (n as unknown as { always?: { target?: AnyStateNode[] }[] }).always;
    if (always?.length && always.some((t) => t.target?.some((x) => seenStates.has(x.id)))) seenStates.add(n.id);
  }
  return {
    states: {
      covered: nodes.filter((n) => seenStates.has(n.id)).length,
      total: nodes.length,
      missing: nodes.map((n) => n.id).filter((id) => !seenStates.has(id)),
    },
    transitions: {
      covered: [...transitions].filter((t) => seenTransitions.has(t)).length,
      total: transitions.size,
      missing: [...transitions].filter((t) => !seenTransitions.has(t)),
    },
  };
}
