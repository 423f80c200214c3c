import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type ClientCardContext, clientCardMachine } from '../../../machines/clients/clientCardMachine';
import type { Client } from '../../../src/shared/schemas/clients/clientEntity';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';

// Every shortest path of the client card's chart on a live actor, the load and the delete held by hand and the view's
// leave recorded. After every step the check asserts, against the card as the events made it: the state (a client
// that is not there, 404, is notFound, even on a reload; a reload that fails otherwise keeps the client with the
// error; a refused delete goes back to the client), its tags (shown while there is a client on screen, busy while a
// call runs), the events it takes and the calls pending with the client's id; the client, the load error and the
// delete error in context; and that the view leaves for the search exactly when the client is deleted, and only then
// the card is done.

const input = { clientId: 7 };
const CLIENT = {
  id: 7,
  lastName: 'Иванов',
  firstName: 'Иван',
  phoneNumber: '+79161234567',
  statusRefValueId: 76,
  bonus: 0,
} as Client;
const RENAMED = { ...CLIENT, lastName: 'Петров' } as Client;
const NOT_FOUND = { message: 'Клиент не найден', status: 404 };
const SERVER = { message: 'Внутренняя ошибка сервера', status: 500 };
const FORBIDDEN = { message: 'Недостаточно прав для выполнения операции', status: 403 };

const loadFailed = (error: typeof SERVER) => walkEvent({ type: 'xstate.error.actor.load', error });
const events: EventObject[] = [
  { type: 'card.reload' },
  walkEvent({ type: 'card.saved', client: RENAMED }),
  { type: 'card.delete' },
  { type: 'card.delete.confirm' },
  { type: 'card.delete.cancel' },
  walkEvent({ type: 'xstate.done.actor.load', output: CLIENT }),
  loadFailed(NOT_FOUND),
  loadFailed(SERVER),
  walkEvent({ type: 'xstate.done.actor.remove', output: { id: 7, deletedDate: 1 } }),
  walkEvent({ type: 'xstate.error.actor.remove', error: FORBIDDEN }),
];

/** Per state: its tags, the user events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  loading: { tags: ['busy'], takes: [], pending: ['load'] },
  loaded: { tags: ['shown'], takes: ['card.delete', 'card.reload', 'card.saved'], pending: [] },
  reloading: { tags: ['busy', 'shown'], takes: [], pending: ['load'] },
  confirmingDelete: { tags: ['shown'], takes: ['card.delete.cancel', 'card.delete.confirm'], pending: [] },
  deleting: { tags: ['busy', 'shown'], takes: [], pending: ['remove'] },
  deleted: { tags: [], takes: [], pending: [] },
  failed: { tags: [], takes: ['card.reload'], pending: [] },
  notFound: { tags: [], takes: ['card.reload'], pending: [] },
};

const errorOf = (e: { message: string; status: number }) => ({
  message: e.message,
  errorCode: undefined,
  status: e.status,
});
const title = (e: WalkEvent) => ('error' in e ? `${e.type}(${(e.error as typeof SERVER).status})` : e.type);

/** The recorder of the view's leave and the per-step check for one replay of `path`. */
function cardMeaning(path: Path) {
  let left = 0;
  const provide = { actions: { leaveCard: () => void left++ } };
  let step = 0;
  let seenLeft = 0;
  let state = 'loading';
  const card: ClientCardContext = { clientId: 7, client: null, error: null, deleteError: null };

  const apply = (event: WalkEvent) => {
    const error = event.error as typeof SERVER | undefined;
    switch (event.type) {
      case 'card.reload':
        // A shown client is read again behind the screen; otherwise the card loads afresh, without the old error.
        if (state === 'loaded') state = 'reloading';
        else {
          card.error = null;
          state = 'loading';
        }
        break;
      case 'card.saved':
        Object.assign(card, { client: event.client, error: null });
        break;
      case 'card.delete':
        card.deleteError = null;
        state = 'confirmingDelete';
        break;
      case 'card.delete.confirm':
        state = 'deleting';
        break;
      case 'card.delete.cancel':
        state = 'loaded';
        break;
      case 'xstate.done.actor.load':
        Object.assign(card, { client: event.output, error: null });
        state = 'loaded';
        break;
      case 'xstate.error.actor.load':
        if (error!.status === 404) {
          // Deleted meanwhile: nothing left to show.
          card.client = null;
          state = 'notFound';
        } else {
          card.error = errorOf(error!);
          state = state === 'reloading' ? 'loaded' : 'failed';
        }
        break;
      case 'xstate.done.actor.remove':
        state = 'deleted';
        break;
      case 'xstate.error.actor.remove':
        card.deleteError = errorOf(error!);
        state = 'loaded';
        break;
    }
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WalkEvent;
    const at = `${snapshot.value} after ${after}`;
    apply(event);
    expect(snapshot.value, `${at}: the state`).toBe(state);

    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(events.filter((e) => snapshot.can(e)).map((e) => e.type))].filter(
      (t) => !t.startsWith('xstate.'),
    );
    expect(takes.sort(), `${at}: events taken`).toEqual(meaning.takes);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    for (const id of meaning.pending)
      expect(snapshot.children[id]!.getSnapshot().input, `${at}: ${id} input`).toEqual({ clientId: 7 });

    expect(snapshot.context, `${at}: context`).toEqual(card);
    // A client is on screen exactly while the card shows one.
    expect(card.client !== null, `${at}: a client shown`).toBe(meaning.tags.includes('shown') || state === 'deleted');

    expect(left - seenLeft, `${at}: left for the search`).toBe(event.type === 'xstate.done.actor.remove' ? 1 : 0);
    seenLeft = left;
    expect(snapshot.status, `${at}: status`).toBe(state === 'deleted' ? 'done' : 'active');
  };
  return { provide, check };
}

describe('clientCardMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(clientCardMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => title(s.event as WalkEvent)).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = cardMeaning(path);
      await replayPath(clientCardMachine, path, {
        input,
        actorNames: ['load', 'remove'],
        provide,
        longestDelayMs: 0,
        check,
      });
    },
  );
});
