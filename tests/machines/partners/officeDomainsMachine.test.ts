import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { officeDomainsMachine } from '../../../machines/partners/officeDomainsMachine';

// The office domains editor: a new domain is added locally unless it is already listed; save sends the whole list.

function start(options: { load?: () => Promise<string[]>; save?: (domains: string[]) => Promise<string[]> } = {}) {
  const sent: string[][] = [];
  const actor = createActor(
    officeDomainsMachine.provide({
      actors: {
        load: fromPromise(options.load ?? (async () => ['a.ru'])),
        save: fromPromise(async ({ input }) => {
          sent.push(input.domains);
          return options.save ? options.save(input.domains) : input.domains;
        }),
      },
    }),
    { input: { officeId: 5 } },
  );
  actor.start();
  return { actor, sent };
}

describe('officeDomainsMachine', () => {
  it('adds a new domain (lowercased), skips one already listed or empty, removes one', async () => {
    const { actor } = start();
    try {
      await waitFor(actor, (s) => s.matches('editing'));
      actor.send({ type: 'domains.add', domain: ' B.ru ' });
      actor.send({ type: 'domains.add', domain: 'b.ru' });
      actor.send({ type: 'domains.add', domain: 'A.RU' });
      actor.send({ type: 'domains.add', domain: '  ' });
      expect(actor.getSnapshot().context.domains).toEqual(['a.ru', 'b.ru']);
      actor.send({ type: 'domains.remove', domain: 'a.ru' });
      expect(actor.getSnapshot().context.domains).toEqual(['b.ru']);
    } finally {
      actor.stop();
    }
  });

  it('saves only a changed list, then takes the server answer as the saved one', async () => {
    const { actor, sent } = start({ save: async (domains) => [...domains].sort() });
    try {
      await waitFor(actor, (s) => s.matches('editing'));
      expect(actor.getSnapshot().can({ type: 'domains.save' })).toBe(false);
      actor.send({ type: 'domains.add', domain: '0.ru' });
      actor.send({ type: 'domains.save' });
      await waitFor(actor, (s) => s.matches('editing') && s.context.saved.length === 2);
      expect(sent).toEqual([['a.ru', '0.ru']]);
      expect(actor.getSnapshot().context).toMatchObject({ saved: ['0.ru', 'a.ru'], domains: ['0.ru', 'a.ru'] });
    } finally {
      actor.stop();
    }
  });

  it('keeps the edited list and the message when the save fails; a failed load can be retried', async () => {
    let loads = 0;
    const { actor } = start({
      load: async () => {
        loads += 1;
        if (loads === 1) throw { message: 'Ошибка загрузки' };
        return [];
      },
      save: async () => {
        throw { message: 'Некорректный домен', errorCode: 'VALIDATION_ERROR' };
      },
    });
    try {
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error?.message).toBe('Ошибка загрузки');
      actor.send({ type: 'domains.reload' });
      await waitFor(actor, (s) => s.matches('editing'));
      actor.send({ type: 'domains.add', domain: 'x.ru' });
      actor.send({ type: 'domains.save' });
      await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
      expect(actor.getSnapshot().context).toMatchObject({
        domains: ['x.ru'],
        saved: [],
        error: { message: 'Некорректный домен', errorCode: 'VALIDATION_ERROR' },
      });
    } finally {
      actor.stop();
    }
  });
});
