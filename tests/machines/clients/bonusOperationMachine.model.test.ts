import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type BonusOperationContext,
  type BonusOperationResult,
  bonusOperationMachine,
} from '../../../machines/clients/bonusOperationMachine';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, scriptedPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';

// Every shortest path of the bonus dialog's chart on a live actor, walked once per client balance (the write-off rule
// reads it: 200 refuses a write-off of 300, 500 lets it through), the request held by hand and the view's reaction
// recorded. After every step the check asserts, against the dialog as the events made it: the state (values breaking
// a rule stay in editing with the rule's messages, word for word), its tags, the events taken and the request
// pending, sent with the amount signed (positive to accrue, negated to write off) and the comment trimmed; the whole
// context, each amount exactly as the events set it (the request's from the typed amount, the balance from the
// server's answer); the dialog's output once it closes; and the reaction, once, with the kind and the new balance.

const SUBMITS = {
  accrual: { operationTypeRefValueId: 345, bonus: 100, comment: ' Подарок ' },
  tooMuch: { operationTypeRefValueId: 345, bonus: 6000, comment: 'Слишком много' },
  fraction: { operationTypeRefValueId: 345, bonus: 10.5, comment: 'Дробь' },
  writeOff: { operationTypeRefValueId: 346, bonus: 300, comment: 'Списание по заявке' },
  noComment: { operationTypeRefValueId: 346, bonus: 50, comment: '   ' },
};
type Submit = keyof typeof SUBMITS;
/** What the rules say for each form, by the client's balance; null: it goes out. */
const refusal = (submit: Submit, maxBonus: number): Record<string, string> | null =>
  ({
    accrual: null,
    tooMuch: { bonus: 'Нельзя начислить более 5000 бонусов' },
    fraction: { bonus: 'Допускается только целое число' },
    writeOff: maxBonus < 300 ? { bonus: 'Нельзя списать бонусов больше. чем есть у клиента' } : null,
    noComment: { comment: 'Укажите тип начисление' },
  })[submit];
/** The body sent for the forms that go out: the signed amount and the trimmed comment. */
const REQUESTS = {
  accrual: { clientId: 7, operationTypeRefValueId: 345, comment: 'Подарок', bonus: 100 },
  writeOff: { clientId: 7, operationTypeRefValueId: 346, comment: 'Списание по заявке', bonus: -300 },
};
const REFUSED_BY_SERVER = {
  message: 'Нельзя списать бонусов больше. чем есть у клиента',
  status: 400,
  details: { bonus: 'Нельзя списать бонусов больше. чем есть у клиента' },
};

const BALANCES: [string, { clientId: number; maxBonus: number; answer: number; first: Submit }][] = [
  // The walk sends the first form that goes out to the server: the one each balance is about.
  ['a balance of 200', { clientId: 7, maxBonus: 200, answer: 300, first: 'accrual' }],
  ['a balance of 500', { clientId: 7, maxBonus: 500, answer: 200, first: 'writeOff' }],
];
const submitEvent = (name: Submit) => walkEvent({ type: 'bonus.submit', values: SUBMITS[name], name });
const eventsFor = (answer: number, first: Submit): EventObject[] => [
  submitEvent(first),
  ...(Object.keys(SUBMITS) as Submit[]).filter((n) => n !== first).map(submitEvent),
  { type: 'bonus.cancel' },
  walkEvent({ type: 'xstate.done.actor.sendOperation', output: { bonus: answer } }),
  walkEvent({ type: 'xstate.error.actor.sendOperation', error: REFUSED_BY_SERVER }),
];

/** Per state: its tags, the user events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  editing: { tags: [], takes: ['bonus.cancel', 'bonus.submit'], pending: [] },
  submitting: { tags: ['busy'], takes: [], pending: ['sendOperation'] },
  done: { tags: [], takes: [], pending: [] },
  cancelled: { tags: [], takes: [], pending: [] },
};

/** A path written by hand: each event with the state it must reach. */
const scripted = (steps: [EventObject, string][]) => scriptedPath('editing', steps);

const title = (e: WalkEvent) => (e.type === 'bonus.submit' ? `bonus.submit(${e.name})` : e.type);

/** The reaction's recorder and the per-step check for one replay of `path` of `events` for a client with `maxBonus`. */
function dialogMeaning(path: Path, maxBonus: number, events: EventObject[]) {
  const reactions: BonusOperationResult[] = [];
  const provide = { actions: { operationDone: (_: unknown, r: BonusOperationResult) => void reactions.push(r) } };
  let step = 0;
  let seen = 0;
  let state = 'editing';
  const dialog: BonusOperationContext = {
    clientId: 7,
    maxBonus,
    request: null,
    error: null,
    fieldErrors: {},
    result: null,
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WalkEvent;
    const at = `${snapshot.value} after ${after === 'bonus.submit' ? title(event) : after}`;
    let reacted: BonusOperationResult[] = [];
    if (event.type === 'bonus.submit') {
      const name = event.name as Submit;
      const refused = refusal(name, maxBonus);
      // A refused form keeps the server's last error; the rules' messages replace the earlier ones.
      if (refused) dialog.fieldErrors = refused;
      else {
        Object.assign(dialog, { request: REQUESTS[name as keyof typeof REQUESTS], error: null, fieldErrors: {} });
        state = 'submitting';
      }
    }
    if (event.type === 'bonus.cancel') state = 'cancelled';
    if (event.type === 'xstate.done.actor.sendOperation') {
      const balance = (event.output as { bonus: number }).bonus;
      dialog.result = { kind: dialog.request!.operationTypeRefValueId === 345 ? 'accrual' : 'writeOff', balance };
      reacted = [dialog.result];
      state = 'done';
    }
    if (event.type === 'xstate.error.actor.sendOperation') {
      const { message, status, details } = REFUSED_BY_SERVER;
      Object.assign(dialog, { error: { message, errorCode: undefined, status }, fieldErrors: details });
      state = 'editing';
    }
    expect(snapshot.value, `${at}: the state`).toBe(state);

    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(events.filter((e) => snapshot.can(e)).map((e) => e.type))].filter(
      (t) => !t.startsWith('xstate.'),
    );
    expect(takes.sort(), `${at}: events taken`).toEqual(meaning.takes);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);

    const { context } = snapshot;
    expect(context, `${at}: context`).toEqual(dialog);
    // Amounts exactly as set: no rounding on the way.
    if (dialog.request) expect(Object.is(context.request.bonus, dialog.request.bonus), `${at}: amount sent`).toBe(true);
    if (dialog.result) expect(Object.is(context.result.balance, dialog.result.balance), `${at}: balance`).toBe(true);
    if (state === 'submitting')
      expect(snapshot.children.sendOperation!.getSnapshot().input, `${at}: the body sent`).toEqual(dialog.request);

    const done = reactions.slice(seen);
    seen = reactions.length;
    expect(done, `${at}: operationDone`).toEqual(reacted);
    const closed = state === 'done' || state === 'cancelled';
    expect(snapshot.status, `${at}: status`).toBe(closed ? 'done' : 'active');
    if (closed) expect(snapshot.output, `${at}: output`).toEqual(state === 'done' ? dialog.result : null);
  };
  return { provide, check };
}

describe.each(BALANCES)('bonusOperationMachine for %s, every shortest path', (_name, { answer, first, ...input }) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const events = eventsFor(answer, first);
  const paths = shortestPaths(bonusOperationMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => title(s.event as WalkEvent)).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = dialogMeaning(path, input.maxBonus, events);
      await replayPath(bonusOperationMachine, path, {
        input,
        actorNames: ['sendOperation'],
        provide,
        longestDelayMs: 0,
        check,
      });
    },
  );

  // The walk keys a step by (state, event, state), so it never sends a form again after the server refused one: this
  // path does, through a form the rules refuse (the server's error stays), to one that goes out (the error goes).
  it("keeps the server's refusal through a form the rules refuse, and drops it when the form goes out", async () => {
    const [done, error] = events.slice(-2);
    const again = scripted([
      [events[0], 'submitting'],
      [error, 'editing'],
      [submitEvent('tooMuch'), 'editing'],
      [events[0], 'submitting'],
      [done, 'done'],
    ]);
    const { provide, check } = dialogMeaning(again, input.maxBonus, events);
    await replayPath(bonusOperationMachine, again, {
      input,
      actorNames: ['sendOperation'],
      provide,
      longestDelayMs: 0,
      check,
    });
  });
});
