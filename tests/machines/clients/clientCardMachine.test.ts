import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { clientCardMachine } from '../../../machines/clients/clientCardMachine';
import type { Client } from '../../../src/shared/schemas/clients/clientEntity';

const client = (patch: Partial<Client> = {}): Client => ({
  id: 7,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  createdDate: 1_700_000_000,
  statusRefValueId: 76,
  statusRefValueName: 'Активный',
  createdByUserName: 'Администраторов Александр',
  dateOfBirth: '1980-01-01',
  genderRefValueId: 9001,
  partnerName: 'Автосервис Демо',
  bonus: 120,
  suppressMessageToTelegramChat: false,
  suppressSms: false,
  phoneNumber: '+79161234567',
  address: null,
  email: 'ivan@mail.ru',
  contactPhoneNumber1: null,
  contactPhoneNumber2: null,
  passportSeries: null,
  passportNumber: null,
  passportIssuedDate: null,
  passportIssued: null,
  passportIssuedCode: null,
  snils: null,
  drivingLicense: null,
  isBlocked: false,
  ...patch,
});

/** Hand-resolved promises: each call of an actor waits until the test settles it. */
function deferred<T>() {
  const calls: { input: unknown; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const logic = fromPromise<T, { clientId: number }>(
    ({ input }) => new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { calls, logic };
}

function start() {
  const load = deferred<Client>();
  const remove = deferred<unknown>();
  let left = 0;
  const actor = createActor(
    clientCardMachine.provide({
      actors: { load: load.logic, remove: remove.logic },
      actions: {
        leaveCard: () => {
          left += 1;
        },
      },
    }),
    { input: { clientId: 7 } },
  );
  actor.start();
  return { actor, load, remove, left: () => left, state: () => actor.getSnapshot() };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('clientCardMachine', () => {
  it('loads the client by its id', async () => {
    const { actor, load, state } = start();
    try {
      expect(state().value).toBe('loading');
      expect(state().hasTag('busy')).toBe(true);
      expect(load.calls[0].input).toEqual({ clientId: 7 });
      load.calls[0].resolve(client());
      await waitFor(actor, (s) => s.matches('loaded'));
      expect(state().context.client?.lastName).toBe('Иванов');
      expect(state().hasTag('shown')).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('tells an unknown client from a failed load, and retries', async () => {
    const { actor, load, state } = start();
    try {
      load.calls[0].reject({ message: 'Клиент не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' });
      await waitFor(actor, (s) => s.matches('notFound'));
      actor.send({ type: 'card.reload' });
      expect(state().value).toBe('loading');
      load.calls[1].reject({ message: 'Возникла ошибка сети. Проверьте соединение с интернет.', status: 0 });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(state().context.error?.message).toContain('ошибка сети');
      actor.send({ type: 'card.reload' });
      expect(state().context.error).toBeNull();
      load.calls[2].resolve(client());
      await waitFor(actor, (s) => s.matches('loaded'));
    } finally {
      actor.stop();
    }
  });

  it('keeps the client on screen while reloading, and after a failed reload with the error', async () => {
    const { actor, load, state } = start();
    try {
      load.calls[0].resolve(client());
      await waitFor(actor, (s) => s.matches('loaded'));
      actor.send({ type: 'card.reload' });
      expect(state().value).toBe('reloading');
      expect(state().hasTag('shown') && state().hasTag('busy')).toBe(true);
      load.calls[1].reject({ message: 'Внутренняя ошибка сервера', status: 500 });
      await waitFor(actor, (s) => s.matches('loaded'));
      expect(state().context.error?.status).toBe(500);
      expect(state().context.client?.bonus).toBe(120);
      actor.send({ type: 'card.reload' });
      load.calls[2].resolve(client({ bonus: 300 }));
      await waitFor(actor, (s) => s.matches('loaded') && s.context.client?.bonus === 300);
      expect(state().context.error).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('shows not found when the client was deleted meanwhile', async () => {
    const { actor, load, state } = start();
    try {
      load.calls[0].resolve(client());
      await waitFor(actor, (s) => s.matches('loaded'));
      actor.send({ type: 'card.reload' });
      load.calls[1].reject({ message: 'Клиент не найден', status: 404 });
      await waitFor(actor, (s) => s.matches('notFound'));
      expect(state().context.client).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('replaces the client with what a form saved', async () => {
    const { actor, load, state } = start();
    try {
      load.calls[0].resolve(client());
      await waitFor(actor, (s) => s.matches('loaded'));
      actor.send({ type: 'card.saved', client: client({ lastName: 'Петров' }) });
      expect(state().context.client?.lastName).toBe('Петров');
      expect(load.calls).toHaveLength(1);
    } finally {
      actor.stop();
    }
  });

  it('asks before deleting; cancel keeps the card', async () => {
    const { actor, load, remove, state } = start();
    try {
      load.calls[0].resolve(client());
      await waitFor(actor, (s) => s.matches('loaded'));
      actor.send({ type: 'card.delete' });
      expect(state().value).toBe('confirmingDelete');
      actor.send({ type: 'card.delete.cancel' });
      expect(state().value).toBe('loaded');
      expect(remove.calls).toHaveLength(0);
    } finally {
      actor.stop();
    }
  });

  it('deletes and leaves the card', async () => {
    const { actor, load, remove, state, left } = start();
    try {
      load.calls[0].resolve(client());
      await waitFor(actor, (s) => s.matches('loaded'));
      actor.send({ type: 'card.delete' });
      actor.send({ type: 'card.delete.confirm' });
      expect(state().value).toBe('deleting');
      expect(state().can({ type: 'card.delete' })).toBe(false);
      expect(remove.calls[0].input).toEqual({ clientId: 7 });
      remove.calls[0].resolve({ id: 7, deletedDate: 1 });
      await waitFor(actor, (s) => s.status === 'done');
      expect(state().value).toBe('deleted');
      expect(left()).toBe(1);
    } finally {
      actor.stop();
    }
  });

  it('stays on the card with the error when the delete is refused', async () => {
    const { actor, load, remove, state, left } = start();
    try {
      load.calls[0].resolve(client());
      await waitFor(actor, (s) => s.matches('loaded'));
      actor.send({ type: 'card.delete' });
      actor.send({ type: 'card.delete.confirm' });
      remove.calls[0].reject({
        message: 'Недостаточно прав для выполнения операции',
        status: 403,
        errorCode: 'ACCESS_DENIED',
      });
      await waitFor(actor, (s) => s.matches('loaded'));
      expect(state().context.deleteError).toEqual({
        message: 'Недостаточно прав для выполнения операции',
        status: 403,
        errorCode: 'ACCESS_DENIED',
      });
      expect(state().context.client).not.toBeNull();
      expect(left()).toBe(0);
      // A new attempt starts without the old error.
      actor.send({ type: 'card.delete' });
      expect(state().context.deleteError).toBeNull();
      await flush();
    } finally {
      actor.stop();
    }
  });
});
