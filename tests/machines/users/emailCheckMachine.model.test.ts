import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { emailCheckMachine } from '../../../machines/users/emailCheckMachine';
import { replayPath, shortestPaths } from '../modelPaths';

// Typing an address and a non-address, leaving the field, the pause, and the check's three outcomes.
const events: EventObject[] = [
  { type: 'email.input', email: 'new@demo.ru' } as EventObject,
  { type: 'email.input', email: 'new@' } as EventObject,
  { type: 'email.blur' },
  { type: 'xstate.after.typingPause.emailCheck.typing' },
  { type: 'xstate.done.actor.check', output: { free: true, message: null } } as EventObject,
  { type: 'xstate.done.actor.check', output: { free: false, message: 'Этот email уже используется!' } } as EventObject,
  { type: 'xstate.error.actor.check', error: new Error('network') } as EventObject,
];

describe('emailCheckMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(emailCheckMachine, events);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));

  it.each(
    paths.map(
      (p) =>
        [
          `${JSON.stringify(p.state.value)} via ${p.steps.map((s) => (s.event as EventObject).type).join(' > ')}`,
          p,
        ] as const,
    ),
  )('reaches %s', async (_, path) => {
    await replayPath(emailCheckMachine, path, { actorNames: ['check'], longestDelayMs: 500 });
    // What the states mean: a message is shown exactly when the address is taken; only checking is busy.
    const last = path.steps.at(-1)!.state;
    expect(last.context.message !== null).toBe(last.matches('taken'));
    expect(last.hasTag('busy')).toBe(last.matches('checking'));
  });
});
