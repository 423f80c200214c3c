import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type EmailCheckAnswer, emailCheckMachine } from '../../../machines/users/emailCheckMachine';

// The new-user form's e-mail check: after a typing pause or on leaving the field, only for an address worth asking.

const TAKEN = 'Этот email уже используется!';

function start(answer: (email: string) => Promise<EmailCheckAnswer>) {
  const asked: string[] = [];
  const actor = createActor(
    emailCheckMachine.provide({
      actors: {
        check: fromPromise(async ({ input }) => {
          asked.push(input.email);
          return answer(input.email);
        }),
      },
    }),
  );
  actor.start();
  return { actor, asked };
}

describe('emailCheckMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks after a typing pause and shows the taken message', async () => {
    const { actor, asked } = start(async () => ({ free: false, message: TAKEN }));
    try {
      actor.send({ type: 'email.input', email: 'a' });
      actor.send({ type: 'email.input', email: ' admin@demo.ru ' });
      expect(actor.getSnapshot().matches('typing')).toBe(true);
      await vi.advanceTimersByTimeAsync(500);
      await waitFor(actor, (s) => s.matches('taken'));
      expect(asked).toEqual(['admin@demo.ru']);
      expect(actor.getSnapshot().context.message).toBe(TAKEN);
      // Typing again clears the message until the next answer.
      actor.send({ type: 'email.input', email: 'new@demo.ru' });
      expect(actor.getSnapshot().context.message).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('asks at once on blur, and not at all for something that is no address', async () => {
    const { actor, asked } = start(async () => ({ free: true, message: null }));
    try {
      actor.send({ type: 'email.input', email: 'not-an-email' });
      actor.send({ type: 'email.blur' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      actor.send({ type: 'email.input', email: 'free@demo.ru' });
      actor.send({ type: 'email.blur' });
      await waitFor(actor, (s) => s.matches('free'));
      expect(asked).toEqual(['free@demo.ru']);
    } finally {
      actor.stop();
    }
  });

  it('drops an answer for an address since changed, and a failed check shows nothing', async () => {
    let fail = false;
    const { actor, asked } = start(async () => {
      if (fail) throw new Error('network');
      return { free: false, message: TAKEN };
    });
    try {
      actor.send({ type: 'email.input', email: 'one@demo.ru' });
      actor.send({ type: 'email.blur' });
      actor.send({ type: 'email.input', email: 'two@demo.ru' });
      expect(actor.getSnapshot().matches('typing')).toBe(true);
      fail = true;
      await vi.advanceTimersByTimeAsync(500);
      await waitFor(actor, (s) => s.matches('unknown'));
      expect(asked).toEqual(['one@demo.ru', 'two@demo.ru']);
      expect(actor.getSnapshot().context.message).toBeNull();
    } finally {
      actor.stop();
    }
  });
});
