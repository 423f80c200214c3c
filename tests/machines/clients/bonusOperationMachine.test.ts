import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type BonusOperationResult, bonusOperationMachine } from '../../../machines/clients/bonusOperationMachine';
import type { BonusOperationRequest } from '../../../src/shared/schemas/clients/bonus';

/** A sendOperation whose answers the test hands out. */
function start(maxBonus = 200) {
  const calls: {
    request: BonusOperationRequest;
    resolve: (v: { bonus: number }) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const done: BonusOperationResult[] = [];
  const machine = bonusOperationMachine.provide({
    actors: {
      sendOperation: fromPromise<{ bonus: number }, BonusOperationRequest>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ request: input, resolve, reject })),
      ),
    },
    actions: { operationDone: (_, result) => void done.push(result) },
  });
  const actor = createActor(machine, { input: { clientId: 7, maxBonus } });
  actor.start();
  return { actor, calls, done };
}

const accrual = (bonus: unknown = 100) => ({ operationTypeRefValueId: 345, bonus, comment: 'Подарок' });
const writeOff = (bonus: unknown = 50) => ({ operationTypeRefValueId: 346, bonus, comment: 'Оплата заказа' });

describe('bonusOperationMachine', () => {
  it('sends an accrual with the amount positive, then ends done with the new balance', async () => {
    const { actor, calls, done } = start();
    try {
      actor.send({ type: 'bonus.submit', values: accrual(100) });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(calls[0].request).toEqual({ clientId: 7, operationTypeRefValueId: 345, comment: 'Подарок', bonus: 100 });
      calls[0].resolve({ bonus: 300 });
      await waitFor(actor, (s) => s.status === 'done');
      expect(done).toEqual([{ kind: 'accrual', balance: 300 }]);
      expect(actor.getSnapshot().output).toEqual({ kind: 'accrual', balance: 300 });
    } finally {
      actor.stop();
    }
  });

  it('sends a write-off negated and reports it as a write-off', async () => {
    const { actor, calls, done } = start();
    try {
      actor.send({ type: 'bonus.submit', values: writeOff(50) });
      expect(calls[0].request).toEqual({
        clientId: 7,
        operationTypeRefValueId: 346,
        comment: 'Оплата заказа',
        bonus: -50,
      });
      calls[0].resolve({ bonus: 150 });
      await waitFor(actor, (s) => s.status === 'done');
      expect(done).toEqual([{ kind: 'writeOff', balance: 150 }]);
    } finally {
      actor.stop();
    }
  });

  it.each([
    ['an accrual over 5000', accrual(6000), 'Нельзя начислить более 5000 бонусов'],
    ['a write-off above the balance', writeOff(201), 'Нельзя списать бонусов больше. чем есть у клиента'],
    ['an amount of 0', accrual(0), 'Сумма бонусов должна быть больше 0'],
    ['a fractional amount', accrual(1.5), 'Допускается только целое число'],
    ['no amount', { ...accrual(), bonus: undefined }, 'Укажите сумму бонусов'],
  ])('keeps editing and sends nothing for %s', (_title, values, message) => {
    const { actor, calls } = start(200);
    try {
      actor.send({ type: 'bonus.submit', values });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fieldErrors.bonus).toBe(message);
      expect(calls).toHaveLength(0);
    } finally {
      actor.stop();
    }
  });

  it('reports the type and comment rules with their Russian messages', () => {
    const { actor } = start();
    try {
      actor.send({ type: 'bonus.submit', values: { bonus: 10 } });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        operationTypeRefValueId: 'Укажите причину',
        comment: 'Укажите тип начисление',
      });
    } finally {
      actor.stop();
    }
  });

  it('writes off exactly the balance', () => {
    const { actor, calls } = start(200);
    try {
      actor.send({ type: 'bonus.submit', values: writeOff(200) });
      expect(calls[0].request.bonus).toBe(-200);
    } finally {
      actor.stop();
    }
  });

  it('goes back to editing with the server refusal, keeps it until sent again, then succeeds', async () => {
    const { actor, calls, done } = start();
    try {
      actor.send({ type: 'bonus.submit', values: writeOff(150) });
      const message = 'Нельзя списать бонусов больше. чем есть у клиента';
      calls[0].reject({ message, errorCode: 'VALIDATION_ERROR', status: 400, details: { bonus: message } });
      await waitFor(actor, (s) => s.matches('editing'));
      expect(actor.getSnapshot().context.error).toEqual({ message, errorCode: 'VALIDATION_ERROR', status: 400 });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ bonus: message });
      expect(done).toEqual([]);

      actor.send({ type: 'bonus.submit', values: writeOff(20) });
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
      calls[1].resolve({ bonus: 0 });
      await waitFor(actor, (s) => s.status === 'done');
      expect(done).toEqual([{ kind: 'writeOff', balance: 0 }]);
    } finally {
      actor.stop();
    }
  });

  it('sends once however often the button is pressed while sending', () => {
    const { actor, calls } = start();
    try {
      actor.send({ type: 'bonus.submit', values: accrual(10) });
      actor.send({ type: 'bonus.submit', values: accrual(10) });
      actor.send({ type: 'bonus.cancel' });
      expect(calls).toHaveLength(1);
      expect(actor.getSnapshot().value).toBe('submitting');
    } finally {
      actor.stop();
    }
  });

  it('ends cancelled without sending, with no result', () => {
    const { actor, calls, done } = start();
    try {
      actor.send({ type: 'bonus.cancel' });
      expect(actor.getSnapshot().value).toBe('cancelled');
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toBeNull();
      expect(calls).toHaveLength(0);
      expect(done).toEqual([]);
    } finally {
      actor.stop();
    }
  });
});
