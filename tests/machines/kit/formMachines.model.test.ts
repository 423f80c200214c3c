import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { remoteDataMachine } from '../../../machines/kit/remoteDataMachine';
import { submissionMachine } from '../../../machines/kit/submissionMachine';
import { registrationMachine } from '../../../machines/session/registrationMachine';
import { replayPath, shortestPaths } from '../modelPaths';

const charts: {
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  actorNames: string[];
  events: EventObject[];
}[] = [
  {
    name: 'registrationMachine',
    machine: registrationMachine,
    input: { code: 'abc' },
    actorNames: ['loadInvite', 'completeRegistration'],
    events: [
      { type: 'registration.submit', password: 'Secret123', passwordConfirm: 'Secret123' } as EventObject,
      { type: 'registration.retry' },
      {
        type: 'xstate.done.actor.loadInvite',
        output: { email: 'new@demo.ru', firstName: 'Ольга', lastName: 'Кузнецова' },
      } as EventObject,
      {
        type: 'xstate.error.actor.loadInvite',
        error: { message: 'Приглашение не найдено или устарело' },
      } as EventObject,
      { type: 'xstate.done.actor.completeRegistration', output: undefined } as EventObject,
      {
        type: 'xstate.error.actor.completeRegistration',
        error: { message: 'Проверьте поля', details: { password: 'Введите пароль' } },
      } as EventObject,
    ],
  },
  {
    name: 'submissionMachine',
    machine: submissionMachine,
    actorNames: ['submit'],
    events: [
      { type: 'form.submit', values: { email: 'a@demo.ru' } } as EventObject,
      { type: 'xstate.done.actor.submit', output: {} } as EventObject,
      {
        type: 'xstate.error.actor.submit',
        error: { message: 'Некорректный email', details: { email: 'Некорректный email' } },
      } as EventObject,
    ],
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
  },
];

describe.each(charts)('$name, every shortest path', ({ machine, input, actorNames, events }) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(machine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(machine, path, { input, actorNames, longestDelayMs: 0 });
    },
  );
});
