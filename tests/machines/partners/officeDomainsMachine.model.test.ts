import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type OfficeDomainsContext, officeDomainsMachine } from '../../../machines/partners/officeDomainsMachine';
import { holdByInvokeId, type InvokeCall } from '../invokeCalls';
import { type Path, replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the office domains chart, walked once per loaded list: with ['a.ru'] adding ' B.ru ' is new
// (isNew holds), with ['a.ru', 'b.ru'] it is already listed (isNew fails) and only a removal makes the list savable.
// Each path is replayed on the real chart with its load and save held by hand; after every step the live actor is
// checked for: the busy tag, the saved and edited lists, the server's message, which events it takes (a listed or
// empty domain is never added; save only when the edited list differs from the saved one), and the calls it made
// (one load per loading, the whole edited list sent by each save).

const input = { officeId: 5 };
const LOAD = 'xstate.done.actor.0.officeDomains.loading';
const LOAD_FAILED = 'xstate.error.actor.0.officeDomains.loading';
const SAVED = 'xstate.done.actor.0.officeDomains.saving';
const SAVE_FAILED = 'xstate.error.actor.0.officeDomains.saving';
const actorNames = ['0.officeDomains.loading', '0.officeDomains.saving'];

const notFound = { message: 'Офис не найден', errorCode: 'ENTITY_NOT_FOUND', status: 404 };
const invalid = { message: 'Некорректный домен', errorCode: 'VALIDATION_ERROR', status: 400 };

const ADD_NEW = { type: 'domains.add', domain: ' B.ru ' };
const ADD_LISTED = { type: 'domains.add', domain: 'A.RU' };
const ADD_EMPTY = { type: 'domains.add', domain: '  ' };
const REMOVE = { type: 'domains.remove', domain: 'a.ru' };
const SAVE = { type: 'domains.save' };
const RELOAD = { type: 'domains.reload' };
/** What the list gets for each domain typed (trimmed, lowercased). */
const ADDED: Record<string, string> = { ' B.ru ': 'b.ru', 'A.RU': 'a.ru' };

const cases = [
  { name: 'a.ru loaded, B.ru is new', loaded: ['a.ru'], stored: ['a.ru', 'b.ru'] },
  { name: 'a.ru and b.ru loaded, B.ru is listed', loaded: ['a.ru', 'b.ru'], stored: ['b.ru'] },
];

const eventsFor = (loaded: string[], stored: string[]): EventObject[] => [
  { type: LOAD, output: loaded } as EventObject,
  { type: LOAD_FAILED, error: notFound } as EventObject,
  RELOAD,
  ADD_NEW,
  ADD_LISTED,
  ADD_EMPTY,
  REMOVE,
  SAVE,
  { type: SAVED, output: stored } as EventObject,
  { type: SAVE_FAILED, error: invalid } as EventObject,
];

const label = (path: Path) =>
  path.steps
    .map(({ event }) => ('domain' in event ? `${event.type} '${event.domain}'` : (event as EventObject).type))
    .join(' > ');
type Snapshot = AnyMachineSnapshot & { context: OfficeDomainsContext };

/** What every state means, on the live actor, following the path's events one by one. */
function checker(path: Path, calls: InvokeCall[]) {
  let step = 0;
  let prev: OfficeDomainsContext | undefined;
  let loads = 0;
  let saves = 0;
  return (snapshot: AnyMachineSnapshot, afterEvent: string) => {
    const s = snapshot as Snapshot;
    const event = path.steps[step++].event as EventObject & { domain?: string; output?: string[] };
    expect(event.type).toBe(afterEvent);
    const { context } = s;
    const at = `after ${afterEvent}`;
    expect(s.status, at).toBe('active');
    expect(context.officeId, at).toBe(5);
    expect(s.hasTag('busy'), at).toBe(s.matches('loading') || s.matches('saving'));
    if (s.matches('loading')) loads += 1;
    if (s.matches('saving')) saves += 1;
    // One load per loading and one save per saving, and nothing else.
    expect(calls.filter((c) => c.src === 'load').length, at).toBe(loads);
    expect(calls.filter((c) => c.src === 'save').length, at).toBe(saves);
    for (const c of calls.filter((c) => c.src === 'load')) expect(c.input).toEqual({ officeId: 5 });

    if (s.matches('loading')) {
      // Nothing to edit while the list is on its way; a retry keeps the last message until the answer.
      expect(context.saved, at).toEqual(prev?.saved ?? []);
      expect(context.domains, at).toEqual(prev?.domains ?? []);
      expect(context.error, at).toEqual(afterEvent === RELOAD.type ? notFound : null);
      for (const e of [ADD_NEW, REMOVE, SAVE, RELOAD]) expect(s.can(e), at).toBe(false);
    }
    if (s.matches('failed')) {
      expect(context.error, at).toEqual(notFound);
      expect(context.domains, at).toEqual([]);
      expect(s.can(RELOAD), at).toBe(true);
      for (const e of [ADD_NEW, REMOVE, SAVE]) expect(s.can(e), at).toBe(false);
    }
    if (s.matches('saving')) {
      // The whole edited list goes to the server, the last message is gone.
      expect(calls.at(-1), at).toMatchObject({ src: 'save', input: { officeId: 5, domains: context.domains } });
      expect(context.domains, at).toEqual(prev?.domains);
      expect(context.saved, at).toEqual(prev?.saved);
      expect(context.error, at).toBeNull();
      for (const e of [ADD_NEW, REMOVE, SAVE, RELOAD]) expect(s.can(e), at).toBe(false);
    }
    if (s.matches('editing')) {
      const before = prev as OfficeDomainsContext;
      if (afterEvent === LOAD || afterEvent === SAVED) {
        // The server's list is both the saved and the edited one.
        expect(context.saved, at).toEqual(event.output);
        expect(context.domains, at).toEqual(event.output);
        expect(context.error, at).toBeNull();
      }
      if (afterEvent === ADD_NEW.type) {
        expect(context.domains, at).toEqual([...before.domains, ADDED[event.domain as string]]);
        expect(context.saved, at).toEqual(before.saved);
      }
      if (afterEvent === REMOVE.type) {
        expect(context.domains, at).toEqual(before.domains.filter((d) => d !== event.domain));
        expect(context.saved, at).toEqual(before.saved);
      }
      if (afterEvent === SAVE_FAILED) {
        // The edited list stays for another try, with the server's message.
        expect(context.domains, at).toEqual(before.domains);
        expect(context.saved, at).toEqual(before.saved);
        expect(context.error, at).toEqual(invalid);
      }
      // A listed or empty domain is never added; a new one is.
      expect(s.can(ADD_EMPTY), at).toBe(false);
      expect(s.can(ADD_LISTED), at).toBe(!context.domains.includes('a.ru'));
      expect(s.can(ADD_NEW), at).toBe(!context.domains.includes('b.ru'));
      expect(s.can(REMOVE), at).toBe(true);
      expect(s.can(RELOAD), at).toBe(false);
      // Save is offered exactly when the edited list is not the saved one (order counts).
      expect(s.can(SAVE), at).toBe(context.domains.join() !== context.saved.join());
    }
    prev = context;
  };
}

describe.each(cases)('officeDomainsMachine, every shortest path, $name', ({ loaded, stored }) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(officeDomainsMachine, eventsFor(loaded, stored), input);

  it.each(paths.map((p) => [label(p), p] as const))('replays %s', async (_, path) => {
    const { machine, calls } = holdByInvokeId(officeDomainsMachine, ['load', 'save']);
    await replayPath(machine, path, { input, actorNames, longestDelayMs: 0, check: checker(path, calls) });
  });
});
