import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type SeoTreeAction, seoTreeMachine } from '../../../machines/content/seoTreeMachine';
import { seoPage } from './seoPageFixtures';

// The SEO tree's page actions with calls the test answers by hand.

const page = (id: number, parentId: number | null) => seoPage(id, parentId);

function start() {
  const calls: (SeoTreeAction & { resolve: (v: unknown) => void; reject: (e: unknown) => void })[] = [];
  const done: string[] = [];
  const failed: string[] = [];
  const machine = seoTreeMachine.provide({
    actors: {
      runAction: fromPromise<unknown, SeoTreeAction>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ ...input, resolve, reject })),
      ),
    },
    actions: {
      actionDone: (_, { action }) => done.push(action.kind),
      actionFailed: (_, { error }) => failed.push(error.message),
    },
  });
  return { actor: createActor(machine).start(), calls, done, failed };
}

describe('seoTreeMachine', () => {
  it('moves a page under another, ignores a drop where it already is, reports a refusal', async () => {
    const run = start();
    try {
      run.actor.send({ type: 'page.move', page: page(2, 1), parentId: 1 });
      run.actor.send({ type: 'page.move', page: page(2, 1), parentId: 2 });
      expect(run.actor.getSnapshot().matches('idle')).toBe(true);
      run.actor.send({ type: 'page.move', page: page(2, 1), parentId: null });
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(run.calls[0]).toMatchObject({ kind: 'move', parentId: null });
      run.calls[0].resolve({});
      await waitFor(run.actor, (s) => s.matches('idle'));
      expect(run.done).toEqual(['move']);

      run.actor.send({ type: 'page.move', page: page(1, null), parentId: 3 });
      run.calls[1].reject({ message: 'Страницу нельзя перенести в саму себя или в её дочернюю страницу' });
      await waitFor(run.actor, (s) => s.matches('idle'));
      expect(run.failed).toEqual(['Страницу нельзя перенести в саму себя или в её дочернюю страницу']);
    } finally {
      run.actor.stop();
    }
  });

  it('reindexes, and deletes only after the confirmation, keeping a refusal in the dialog', async () => {
    const run = start();
    try {
      run.actor.send({ type: 'page.reindex', page: page(1, null) });
      run.calls[0].resolve({});
      await waitFor(run.actor, (s) => s.matches('idle'));
      run.actor.send({ type: 'page.delete', page: page(1, null) });
      expect(run.actor.getSnapshot().matches('confirmingDelete')).toBe(true);
      run.actor.send({ type: 'delete.cancel' });
      expect(run.calls).toHaveLength(1);
      run.actor.send({ type: 'page.delete', page: page(1, null) });
      run.actor.send({ type: 'delete.confirm' });
      run.calls[1].reject({ message: 'Нельзя удалить страницу, у которой есть дочерние страницы' });
      await waitFor(run.actor, (s) => s.matches('confirmingDelete'));
      expect(run.actor.getSnapshot().context.error?.message).toContain('дочерние');
      run.actor.send({ type: 'delete.confirm' });
      run.calls[2].resolve({});
      await waitFor(run.actor, (s) => s.matches('idle'));
      expect(run.done).toEqual(['reindex', 'delete']);
    } finally {
      run.actor.stop();
    }
  });
});
