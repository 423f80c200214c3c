import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { remoteDataMachine } from '../../../machines/kit/remoteDataMachine';
import { inspect } from '../debug/inspector';
import { useStableValue } from './useStableValue';

/**
 * One server read bound to the view: a remoteDataMachine actor whose loader is this call. A change of params
 * reloads (the previous request's answer is dropped by the chart). `name` labels the actor in the debug panel.
 */
export function useRemoteData<P, T>(name: string, load: (params: P) => Promise<T>, params: P) {
  const loadRef = useRef(load);
  loadRef.current = load;
  const actor = useActorRef(
    remoteDataMachine.provide({ actors: { load: fromPromise(({ input }) => loadRef.current(input.params as P)) } }),
    { input: { params }, inspect, systemId: name },
  );
  // The actor started with the first params: only a change of their value reloads.
  const current = useStableValue(params);
  const sent = useRef(current);
  useEffect(() => {
    if (sent.current === current) return;
    sent.current = current;
    actor.send({ type: 'data.params', params: current });
  }, [actor, current]);
  return {
    loading: useSelector(actor, (s) => s.hasTag('loading')),
    failed: useSelector(actor, (s) => s.matches('failed')),
    data: useSelector(actor, (s) => s.context.data as T | undefined),
    error: useSelector(actor, (s) => s.context.error),
    reload: () => actor.send({ type: 'data.reload' }),
  };
}

/**
 * useRemoteData whose answer is drawn as a transition: React draws the rows in slices and the browser stays free
 * between them. For panels that only show what came (the dashboard's), not for a form that must answer at once.
 */
export function useDeferredRemoteData<P, T>(name: string, load: (params: P) => Promise<T>, params: P) {
  const state = useRemoteData(name, load, params);
  return {
    ...state,
    loading: useDeferredValue(state.loading),
    failed: useDeferredValue(state.failed),
    data: useDeferredValue(state.data),
    error: useDeferredValue(state.error),
  };
}
