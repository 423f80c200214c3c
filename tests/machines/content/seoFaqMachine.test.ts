import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type FaqRights, type FaqSaveInput, pendingFaqs, seoFaqMachine } from '../../../machines/content/seoFaqMachine';
import type { SeoPageFaq } from '../../../src/shared/schemas/content/seoPageFaqs';

// The FAQ editor with calls the test answers by hand.

const FAQS: SeoPageFaq[] = [
  { id: 2, seoPageId: 7, sort: 20, question: 'Второй?', answer: '<p>Б</p>', createdAt: 1 },
  { id: 1, seoPageId: 7, sort: 10, question: 'Первый?', answer: '<p>А</p>', createdAt: 1 },
  { id: 3, seoPageId: 7, sort: 30, question: 'Третий?', answer: '<p>В</p>', createdAt: 1 },
];
const ALL: FaqRights = { insert: true, update: true, delete: true };
type Save = FaqSaveInput & { resolve: (v: { id: number }) => void; reject: (e: unknown) => void };

function start(rights: FaqRights = ALL) {
  const loads: { seoPageId: number; resolve: (v: SeoPageFaq[]) => void; reject: (e: unknown) => void }[] = [];
  const saves: Save[] = [];
  let toasts = 0;
  const machine = seoFaqMachine.provide({
    actors: {
      loadFaqs: fromPromise<SeoPageFaq[], { seoPageId: number }>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ ...input, resolve, reject })),
      ),
      saveFaq: fromPromise<{ id: number }, FaqSaveInput>(
        ({ input }) => new Promise((resolve, reject) => saves.push({ ...input, resolve, reject })),
      ),
    },
    actions: {
      faqSaved: () => {
        toasts += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { rights } }).start();
  return { actor, loads, saves, toasts: () => toasts };
}

async function loaded(rights?: FaqRights) {
  const run = start(rights);
  run.actor.send({ type: 'faq.load', seoPageId: 7 });
  run.loads[0].resolve(FAQS);
  await waitFor(run.actor, (s) => s.matches('editing'));
  return run;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const v = (question: string, sort = 50, answer = '<p>Ответ</p>') => ({ question, sort, answer });

describe('seoFaqMachine', () => {
  it('loads the page FAQ by sort, or shows the load failure and retries', async () => {
    const run = start();
    try {
      expect(run.actor.getSnapshot().matches('idle')).toBe(true);
      run.actor.send({ type: 'faq.load', seoPageId: 7 });
      run.loads[0].reject({ message: 'Сеть недоступна', status: 0 });
      await waitFor(run.actor, (s) => s.matches('loadFailed'));
      expect(run.actor.getSnapshot().context.loadError?.message).toBe('Сеть недоступна');
      run.actor.send({ type: 'faq.load', seoPageId: 7 });
      run.loads[1].resolve(FAQS);
      await waitFor(run.actor, (s) => s.matches('editing'));
      expect(run.actor.getSnapshot().context.rows.map((r) => r.id)).toEqual([1, 2, 3]);
      expect(run.actor.getSnapshot().can({ type: 'faq.save' })).toBe(false);
    } finally {
      run.actor.stop();
    }
  });

  it('marks rows added, updated and deleted; an edit undone or a new row removed is no change', async () => {
    const run = await loaded();
    try {
      const { actor } = run;
      actor.send({ type: 'faq.add', values: v('Новый?') });
      actor.send({ type: 'faq.edit', key: 's1', values: v('Первый!', 10, '<p>А</p>') });
      actor.send({ type: 'faq.remove', key: 's3' });
      const marks = () => Object.fromEntries(actor.getSnapshot().context.rows.map((r) => [r.key, r.change]));
      expect(marks()).toEqual({ s1: 'updated', s2: undefined, s3: 'deleted', n1: 'added' });
      expect(pendingFaqs(actor.getSnapshot().context.rows).map((r) => r.key)).toEqual(['s3', 's1', 'n1']);

      actor.send({ type: 'faq.edit', key: 's1', values: v('Первый?', 10, '<p>А</p>') });
      actor.send({ type: 'faq.restore', key: 's3' });
      actor.send({ type: 'faq.remove', key: 'n1' });
      expect(marks()).toEqual({ s1: undefined, s2: undefined, s3: undefined });
      // A deleted row is not edited.
      actor.send({ type: 'faq.remove', key: 's2' });
      actor.send({ type: 'faq.edit', key: 's2', values: v('X?') });
      expect(actor.getSnapshot().context.rows.find((r) => r.key === 's2')?.question).toBe('Второй?');
      actor.send({ type: 'faq.reset' });
      expect(marks()).toEqual({ s1: undefined, s2: undefined, s3: undefined });
    } finally {
      run.actor.stop();
    }
  });

  it('refuses to save an invalid row and honours the rights', async () => {
    const run = await loaded({ insert: false, update: true, delete: false });
    try {
      const { actor } = run;
      actor.send({ type: 'faq.add', values: v('Нельзя?') });
      actor.send({ type: 'faq.remove', key: 's1' });
      expect(pendingFaqs(actor.getSnapshot().context.rows)).toEqual([]);
      actor.send({ type: 'faq.edit', key: 's2', values: v(' ', 20) });
      expect(actor.getSnapshot().can({ type: 'faq.save' })).toBe(false);
      actor.send({ type: 'faq.edit', key: 's2', values: v('Исправлен?', 20) });
      expect(actor.getSnapshot().can({ type: 'faq.save' })).toBe(true);
    } finally {
      run.actor.stop();
    }
  });

  it('saves every marked row in one batch: deleted, updated, then added; the added row takes its id', async () => {
    const run = await loaded();
    try {
      const { actor, saves } = run;
      actor.send({ type: 'faq.add', values: v('Новый?', 5) });
      actor.send({ type: 'faq.edit', key: 's2', values: v('Второй!', 20) });
      actor.send({ type: 'faq.remove', key: 's3' });
      actor.send({ type: 'faq.save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      for (const [i, id] of [3, 2, 40].entries()) {
        await waitFor(actor, () => saves.length === i + 1);
        expect(saves[i].seoPageId).toBe(7);
        saves[i].resolve({ id });
      }
      await waitFor(actor, (s) => s.matches('editing'));
      expect(saves.map((s) => s.row.change)).toEqual(['deleted', 'updated', 'added']);
      const rows = actor.getSnapshot().context.rows;
      expect(rows.map((r) => [r.key, r.id, r.change])).toEqual([
        ['n1', 40, undefined],
        ['s1', 1, undefined],
        ['s2', 2, undefined],
      ]);
      expect(run.toasts()).toBe(1);
    } finally {
      run.actor.stop();
    }
  });

  it('marks a refused row with the server message, keeps the rest going, and sends only it next time', async () => {
    const run = await loaded();
    try {
      const { actor, saves } = run;
      actor.send({ type: 'faq.edit', key: 's1', values: v('Первый!', 10) });
      actor.send({ type: 'faq.add', values: v('Новый?') });
      actor.send({ type: 'faq.save' });
      await waitFor(actor, () => saves.length === 1);
      saves[0].reject({ message: 'Проверьте правильность заполнения полей', details: { answer: 'Укажите ответ' } });
      await waitFor(actor, () => saves.length === 2);
      saves[1].resolve({ id: 41 });
      await waitFor(actor, (s) => s.matches('failed'));
      const rows = actor.getSnapshot().context.rows;
      expect(rows.find((r) => r.key === 's1')).toMatchObject({ change: 'updated', error: 'Укажите ответ' });
      expect(rows.find((r) => r.key === 'n1')?.id).toBe(41);
      expect(rows.find((r) => r.key === 'n1')?.change).toBeUndefined();
      expect(actor.getSnapshot().context.failed).toBe(1);
      expect(run.toasts()).toBe(0);

      actor.send({ type: 'faq.save' });
      await waitFor(actor, () => saves.length === 3);
      expect(saves[2].row.key).toBe('s1');
      saves[2].resolve({ id: 1 });
      await waitFor(actor, (s) => s.matches('editing'));
      await flush();
      expect(pendingFaqs(actor.getSnapshot().context.rows)).toEqual([]);
      expect(run.toasts()).toBe(1);
    } finally {
      run.actor.stop();
    }
  });

  it('drops the former page when another is loaded', async () => {
    const run = await loaded();
    try {
      run.actor.send({ type: 'faq.add', values: v('Новый?') });
      run.actor.send({ type: 'faq.load', seoPageId: 8 });
      expect(run.actor.getSnapshot().context).toMatchObject({ seoPageId: 8, rows: [] });
      run.loads[1].resolve([]);
      await waitFor(run.actor, (s) => s.matches('editing'));
      expect(run.actor.getSnapshot().context.rows).toEqual([]);
    } finally {
      run.actor.stop();
    }
  });
});
