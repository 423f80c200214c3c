import { type AnyActorRef, type AnyStateMachine, fromPromise } from 'xstate';

// Records every call a chart makes to its actor sources (the invoke's id, the source, the input, the chart that made
// it) and runs each as the actor held under that invoke's id (list the ids in replayPath's actorNames), so a suite can
// check the calls made at each step.

export interface InvokeCall {
  /** The invoke's id, as the path's done and error events name it. */
  id: string;
  src: string;
  input: unknown;
  /** The live chart that made the call. */
  owner: AnyActorRef;
}

export function holdByInvokeId<TMachine extends AnyStateMachine>(
  machine: TMachine,
  srcs: string[],
  onCall?: (call: InvokeCall) => void,
) {
  const calls: InvokeCall[] = [];
  const actors = Object.fromEntries(
    srcs.map((src) => [
      src,
      fromPromise<unknown, unknown>((args) => {
        const owner = args.self._parent;
        if (!owner) throw new Error(`${src} started outside a chart`);
        const call = { id: args.self.id, src, input: args.input, owner };
        calls.push(call);
        onCall?.(call);
        // The chart the replay runs is the one provided with the held actors, so its implementations hold them.
        const held = (owner as unknown as { logic: AnyStateMachine }).logic.implementations.actors[call.id] as
          | { config?: (a: typeof args) => PromiseLike<unknown> }
          | undefined;
        if (!held?.config) throw new Error(`no held actor ${call.id}: list it in actorNames`);
        return held.config(args);
      }),
    ]),
  );
  return { machine: machine.provide({ actors } as never) as TMachine, calls };
}
