import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';

// Every actor of the console is created with `inspect` below, so the debug panel (a lazy chunk) can show live
// state without the actors knowing about it. This module stays tiny because it is in the main bundle.

export interface InspectedEvent {
  type: string;
  at: number;
  event: unknown;
}

export interface InspectedActor {
  sessionId: string;
  id: string;
  systemId?: string;
  parentId?: string;
  machine?: AnyStateMachine;
  snapshot: unknown;
  events: InspectedEvent[];
}

export const EVENT_HISTORY_LIMIT = 100;

const actors = new Map<string, InspectedActor>();
const listeners = new Set<() => void>();
let version = 0;
let scheduled = false;

function changed() {
  version++;
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    for (const l of listeners) l();
  });
}

function machineOf(ref: AnyActorRef): AnyStateMachine | undefined {
  const logic = (ref as unknown as { logic?: { root?: unknown } }).logic;
  return logic && 'root' in logic ? (logic as unknown as AnyStateMachine) : undefined;
}

function record(ref: AnyActorRef): InspectedActor {
  let rec = actors.get(ref.sessionId);
  if (!rec) {
    rec = {
      sessionId: ref.sessionId,
      id: ref.id,
      systemId: (ref as unknown as { systemId?: string }).systemId,
      parentId: ref._parent?.sessionId,
      machine: machineOf(ref),
      snapshot: undefined,
      events: [],
    };
    actors.set(ref.sessionId, rec);
  }
  // XState announces an actor before it sets its systemId: pick the id up on a later event.
  rec.systemId ??= (ref as unknown as { systemId?: string }).systemId;
  return rec;
}

export function inspect(ev: InspectionEvent) {
  if (ev.type === '@xstate.actor') {
    record(ev.actorRef as AnyActorRef);
  } else if (ev.type === '@xstate.event') {
    const rec = record(ev.actorRef as AnyActorRef);
    rec.events.push({ type: ev.event.type, at: Date.now(), event: ev.event });
    if (rec.events.length > EVENT_HISTORY_LIMIT) rec.events.splice(0, rec.events.length - EVENT_HISTORY_LIMIT);
  } else if (ev.type === '@xstate.snapshot') {
    const status = (ev.snapshot as { status?: string }).status;
    if (status === 'stopped' || status === 'done' || status === 'error') actors.delete(ev.actorRef.sessionId);
    else record(ev.actorRef as AnyActorRef).snapshot = ev.snapshot;
  } else return;
  changed();
}

export function subscribeInspector(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const inspectorVersion = () => version;
export const liveActors = (): InspectedActor[] => [...actors.values()];
