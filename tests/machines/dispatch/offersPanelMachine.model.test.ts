import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  OFFERS_REFRESH_MS,
  type OfferAnswerRequest,
  type OffersPanelContext,
  offersPanelMachine,
} from '../../../machines/dispatch/offersPanelMachine';
import type { SessionError } from '../../../machines/session/sessionTypes';
import type { OrderOffer } from '../../../src/shared/schemas/orderOffers';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import { offer } from './dispatchFixtures';

// Every shortest path of the offers panel's chart on a live actor, the calls held by hand, the refresh driven by the
// fake clock and the toasts recorded. After every step the check asserts, against the panel as the events made it:
// the state (a stale answer reloads the list, any other refusal goes back to it), its tags and the calls pending (the
// answer with the offer, the answer and the trimmed comment asked for, none for a blank one); which events it takes
// (an offer is answered only while it is on the list); the offers, whether the list was ever read, the load error and
// the request in context (an answered offer leaves the list, a reload keeps it on screen); and the toast the step
// caused (answered with the request, stale, or the server's refusal).

const OFFERS = [offer(), offer({ id: 502, orderId: 43, orderNumber: '2611-000043' })];
const FORBIDDEN = { message: 'Недостаточно прав', status: 403 };
const STALE = { message: 'Предложение уже не актуально', errorCode: 'INELIGIBLE_STATE', status: 409 };
const SERVER = { message: 'Внутренняя ошибка сервера', status: 500 };

const loaded = (output: OrderOffer[]) => walkEvent({ type: 'xstate.done.actor.loadOffers', output });
const refused = (error: unknown) => walkEvent({ type: 'xstate.error.actor.answerOffer', error });
const reject = (comment?: string) => walkEvent({ type: 'offers.reject', comment });
const events: EventObject[] = [
  walkEvent({ type: 'offers.accept', id: 501 }),
  walkEvent({ type: 'offers.reject.open', id: 502 }),
  reject('  Нет свободных эвакуаторов '),
  reject('   '),
  { type: 'offers.reject.cancel' },
  { type: 'offers.reload' },
  { type: 'offers.pushed' },
  { type: 'xstate.after.offersRefresh.offersPanel.list' },
  loaded(OFFERS),
  loaded([]),
  walkEvent({ type: 'xstate.error.actor.loadOffers', error: FORBIDDEN }),
  walkEvent({ type: 'xstate.done.actor.answerOffer', output: offer({ status: 'accepted' }) }),
  refused(STALE),
  refused(SERVER),
];
/** Offers not on the list: never answered. */
const UNLISTED = [walkEvent({ type: 'offers.accept', id: 999 }), walkEvent({ type: 'offers.reject.open', id: 999 })];
const USER_EVENTS = [...events.filter((e) => !e.type.startsWith('xstate.')), ...UNLISTED] as WalkEvent[];

/** Per state: its tags, the user events it may take (an answer only to a listed offer), the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  loading: { tags: ['loading'], takes: [], pending: ['loadOffers'] },
  failed: { tags: [], takes: ['offers.reload'], pending: [] },
  list: { tags: [], takes: ['offers.accept', 'offers.reject.open', 'offers.reload', 'offers.pushed'], pending: [] },
  // The list stays on screen while it is read again; answers wait for it.
  refreshing: { tags: [], takes: [], pending: ['loadOffers'] },
  rejecting: { tags: [], takes: ['offers.reject', 'offers.reject.cancel'], pending: [] },
  answering: { tags: ['busy'], takes: [], pending: ['answerOffer'] },
};

type Toast = [string] | [string, unknown];
const errorOf = (e: { message: string; errorCode?: string; status: number }) => ({
  message: e.message,
  errorCode: e.errorCode,
  status: e.status,
});

const title = (e: WalkEvent) => {
  if ('id' in e) return `${e.type}(${e.id})`;
  if (e.type === 'offers.reject') return `offers.reject('${e.comment}')`;
  if (e.type === 'xstate.done.actor.loadOffers') return `${e.type}(${(e.output as OrderOffer[]).length})`;
  if ('error' in e) return `${e.type}(${(e.error as SessionError).status})`;
  return e.type;
};

/** The toasts' recorders and the per-step check for one replay of `path`. */
function offersMeaning(path: Path) {
  const toasts: Toast[] = [];
  const provide = {
    actions: {
      offerAnswered: (_: unknown, request: OfferAnswerRequest) => void toasts.push(['offerAnswered', request]),
      offerStale: () => void toasts.push(['offerStale']),
      reportError: (_: unknown, error: SessionError) => void toasts.push(['reportError', error]),
    },
  };
  let step = 0;
  let seen = 0;
  let state = 'loading';
  const panel: OffersPanelContext = { offers: [], loaded: false, loadError: null, request: null };

  const apply = (event: WalkEvent): Toast[] => {
    switch (event.type) {
      case 'offers.accept':
      case 'offers.reject.open':
        panel.request = { id: event.id as number, answer: event.type === 'offers.accept' ? 'accept' : 'reject' };
        state = event.type === 'offers.accept' ? 'answering' : 'rejecting';
        return [];
      case 'offers.reject': {
        // A blank comment is no comment.
        const comment = (event.comment as string | undefined)?.trim() || undefined;
        panel.request = { ...panel.request!, comment };
        state = 'answering';
        return [];
      }
      case 'offers.reject.cancel':
        panel.request = null;
        state = 'list';
        return [];
      case 'offers.reload':
        state = 'loading';
        return [];
      case 'offers.pushed':
      case 'xstate.after.offersRefresh.offersPanel.list':
        state = 'refreshing';
        return [];
      case 'xstate.done.actor.loadOffers':
        Object.assign(panel, { offers: event.output, loaded: true, loadError: null });
        state = 'list';
        return [];
      case 'xstate.error.actor.loadOffers':
        // A failed first read or reload is shown; a failed quiet re-read waits for the next tick.
        if (state === 'loading') {
          panel.loadError = errorOf(FORBIDDEN);
          state = 'failed';
        } else state = 'list';
        return [];
      case 'xstate.done.actor.answerOffer': {
        const request = panel.request!;
        panel.offers = panel.offers.filter((o) => o.id !== request.id);
        panel.request = null;
        state = 'list';
        return [['offerAnswered', request]];
      }
      case 'xstate.error.actor.answerOffer': {
        const error = errorOf(event.error as typeof STALE);
        panel.request = null;
        state = error.status === 409 ? 'loading' : 'list';
        return [error.status === 409 ? ['offerStale'] : ['reportError', error]];
      }
      default:
        return [];
    }
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WalkEvent;
    const at = `${snapshot.value} after ${after}`;
    const caused = apply(event);
    expect(snapshot.value, `${at}: the state`).toBe(state);

    const meaning = tableRow(STATES, state, snapshot, at);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    for (const e of USER_EVENTS) {
      const listed = !('id' in e) || panel.offers.some((o) => o.id === e.id);
      expect(snapshot.can(e), `${at}: takes ${title(e)}`).toBe(meaning.takes.includes(e.type) && listed);
    }

    expect(snapshot.context, `${at}: context`).toEqual(panel);
    if (state === 'answering')
      expect(snapshot.children.answerOffer!.getSnapshot().input, `${at}: the answer sent`).toEqual(panel.request);

    const done = toasts.slice(seen);
    seen = toasts.length;
    expect(done, `${at}: toasts`).toEqual(caused);
    expect(snapshot.status).toBe('active');
  };
  return { provide, check };
}

describe('offersPanelMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(offersPanelMachine, events);

  it.each(paths.map((p) => [p.steps.map((s) => title(s.event as WalkEvent)).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = offersMeaning(path);
      await replayPath(offersPanelMachine, path, {
        actorNames: ['loadOffers', 'answerOffer'],
        provide,
        longestDelayMs: OFFERS_REFRESH_MS,
        check,
      });
    },
  );
});
