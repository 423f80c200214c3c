import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { remoteDataMachine } from '../../../machines/kit/remoteDataMachine';
import { submissionMachine } from '../../../machines/kit/submissionMachine';
import { registrationMachine } from '../../../machines/session/registrationMachine';
import { tableRow } from '../liveChecks';
import { replayPath, shortestPaths } from '../modelPaths';

// The small form and data charts, every shortest path on a live actor with the calls held by hand. After every step
// the check asserts what the state means: its tags, the user events it takes, the calls pending in it (exactly the
// state's own) and whether the actor is done (only in a final state); then, per chart, the context against the events
// so far: the input each pending call was given (the invite code, the typed password, the submitted values, the
// current parameters), the server's error text in the states that show it and none while a request is out, and the
// data last received.

type Event = EventObject & { output?: unknown; error?: unknown; params?: unknown; values?: unknown };

interface Meaning {
  tags: string[];
  takes: string[];
  pending: string[];
  final?: boolean;
}

const invite = { email: 'new@demo.ru', firstName: 'Ольга', lastName: 'Кузнецова' };
const inviteGone = { message: 'Приглашение не найдено или устарело' };
const passwordRefused = { message: 'Проверьте поля', details: { password: 'Введите пароль' } };
const submitted = { email: 'a@demo.ru' };
const emailRefused = { message: 'Некорректный email', details: { email: 'Некорректный email' } };

const charts: {
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  actorNames: string[];
  events: EventObject[];
  /** Per state: tags, user events taken, calls pending, final. */
  states: Record<string, Meaning>;
  /** The context and the pending calls' inputs after `history` (the path's events so far, the last one included). */
  meaning: (snapshot: AnyMachineSnapshot, history: Event[], at: string) => void;
}[] = [
  {
    name: 'registrationMachine',
    machine: registrationMachine,
    input: { code: 'abc' },
    actorNames: ['loadInvite', 'completeRegistration'],
    events: [
      { type: 'registration.submit', password: 'Secret123', passwordConfirm: 'Secret123' } as EventObject,
      { type: 'registration.retry' },
      { type: 'xstate.done.actor.loadInvite', output: invite } as EventObject,
      { type: 'xstate.error.actor.loadInvite', error: inviteGone } as EventObject,
      { type: 'xstate.done.actor.completeRegistration', output: undefined } as EventObject,
      { type: 'xstate.error.actor.completeRegistration', error: passwordRefused } as EventObject,
    ],
    states: {
      loadingInvite: { tags: ['busy'], takes: [], pending: ['loadInvite'] },
      inviteFailed: { tags: [], takes: ['registration.retry'], pending: [] },
      ready: { tags: [], takes: ['registration.submit'], pending: [] },
      submitting: { tags: ['busy'], takes: [], pending: ['completeRegistration'] },
      completed: { tags: [], takes: [], pending: [], final: true },
    },
    meaning: (s, history, at) => {
      const { context, children } = s;
      expect(context.code, at).toBe('abc');
      // The invite shown is the one loaded; before that there is none.
      const loaded = history.some((e) => e.type === 'xstate.done.actor.loadInvite');
      expect(context.invite, `${at}: invite`).toEqual(loaded ? invite : null);
      if (s.matches('loadingInvite')) expect(children.loadInvite!.getSnapshot().input, at).toEqual({ code: 'abc' });
      if (s.matches('inviteFailed')) expect(context.error, at).toEqual({ message: inviteGone.message });
      if (s.matches('submitting')) {
        expect(context.error, at).toBeNull();
        expect(children.completeRegistration!.getSnapshot().input, at).toEqual({
          code: 'abc',
          password: 'Secret123',
          passwordConfirm: 'Secret123',
        });
      }
      // Ready: the server's refusal of the last submit is shown with its field details; before any submit, nothing.
      if (s.matches('ready'))
        expect(context.error, at).toEqual(history.at(-1)!.type.startsWith('xstate.error') ? passwordRefused : null);
      if (s.matches('completed')) expect(context.invite, at).toEqual(invite);
    },
  },
  {
    name: 'submissionMachine',
    machine: submissionMachine,
    actorNames: ['submit'],
    events: [
      { type: 'form.submit', values: submitted } as EventObject,
      { type: 'xstate.done.actor.submit', output: {} } as EventObject,
      { type: 'xstate.error.actor.submit', error: emailRefused } as EventObject,
    ],
    states: {
      editing: { tags: [], takes: ['form.submit'], pending: [] },
      submitting: { tags: ['busy'], takes: [], pending: ['submit'] },
      succeeded: { tags: [], takes: [], pending: [], final: true },
    },
    meaning: (s, history, at) => {
      const { context, children } = s;
      // Editing: the server's refusal of the last submit with its per-field details, or nothing before any submit.
      if (s.matches('editing'))
        expect(context.error, at).toEqual(
          history.at(-1)!.type === 'xstate.error.actor.submit'
            ? { ...emailRefused, errorCode: undefined, status: undefined }
            : null,
        );
      if (s.matches('submitting')) {
        expect(context.error, at).toBeNull();
        expect(children.submit!.getSnapshot().input, `${at}: the values sent`).toEqual({ values: submitted });
      }
      if (s.matches('succeeded')) expect(context.error, at).toBeNull();
    },
  },
  {
    name: 'remoteDataMachine',
    machine: remoteDataMachine,
    input: { params: { days: 10 } },
    actorNames: ['load'],
    events: [
      { type: 'data.reload' },
      { type: 'data.params', params: { days: 3 } } as EventObject,
      { type: 'xstate.done.actor.load', output: [{ id: 1 }] } as EventObject,
      { type: 'xstate.error.actor.load', error: new Error('Ошибка сети') } as EventObject,
    ],
    states: {
      loading: { tags: ['loading'], takes: ['data.params', 'data.reload'], pending: ['load'] },
      loaded: { tags: [], takes: ['data.params', 'data.reload'], pending: [] },
      failed: { tags: [], takes: ['data.params', 'data.reload'], pending: [] },
    },
    meaning: (s, history, at) => {
      const { context, children } = s;
      // The parameters are the last ones given; the data the last received (a failure keeps what was shown).
      const params = history.filter((e) => e.type === 'data.params').at(-1)?.params ?? { days: 10 };
      const data = history.filter((e) => e.type === 'xstate.done.actor.load').at(-1)?.output;
      expect(context.params, `${at}: params`).toEqual(params);
      expect(context.data, `${at}: data`).toEqual(data);
      if (s.matches('loading')) expect(children.load!.getSnapshot().input, at).toEqual({ params });
      if (s.matches('loaded')) {
        expect(context.data, at).toEqual([{ id: 1 }]);
        expect(context.error, at).toBeNull();
      }
      if (s.matches('failed')) expect(context.error, at).toEqual({ message: 'Ошибка сети' });
    },
  },
];

describe.each(charts)('$name, every shortest path', ({ machine, input, actorNames, events, states, meaning }) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(machine, events, input);
  const userEvents = events.filter((e) => !e.type.startsWith('xstate.'));

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const history: Event[] = [];
      const check = (snapshot: AnyMachineSnapshot, after: string) => {
        history.push(path.steps[history.length].event as Event);
        const state = snapshot.value as string;
        const at = `${state} after ${after}`;
        const m = tableRow(states, state, snapshot, at);
        const takes = [...new Set(userEvents.filter((e) => snapshot.can(e)).map((e) => e.type))].sort();
        expect(takes, `${at}: events taken`).toEqual(m.takes);
        expect(Object.keys(snapshot.children), `${at}: calls pending`).toEqual(m.pending);
        expect(snapshot.status, at).toBe(m.final ? 'done' : 'active');
        meaning(snapshot, history, at);
      };
      await replayPath(machine, path, { input, actorNames, longestDelayMs: 0, check });
    },
  );
});
