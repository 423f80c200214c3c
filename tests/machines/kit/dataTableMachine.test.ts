import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { dataTableMachine } from '../../../machines/kit/dataTableMachine';
import type { DataTableInput, TablePage, TableQuery, TableSettings } from '../../../machines/kit/dataTableTypes';
import { applyLocalQuery, mergeLayout } from '../../../machines/kit/dataTableTypes';

const COLUMNS = ['number', 'name', 'createdAt'];

/** A load whose answers the test hands out one by one, in any order. */
function heldLoads() {
  const calls: { query: TableQuery; resolve: (p: TablePage) => void; reject: (e: unknown) => void }[] = [];
  const load = fromPromise<TablePage, { query: TableQuery }>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ query: input.query, resolve, reject })),
  );
  return { load, calls };
}

function start(input: Partial<DataTableInput> = {}, opts: { settings?: Promise<TableSettings | null> } = {}) {
  const held = heldLoads();
  const urls: TableQuery[] = [];
  const persisted: (TableSettings | null)[] = [];
  const machine = dataTableMachine.provide({
    actors: { load: held.load, loadSettings: fromPromise(() => opts.settings ?? Promise.resolve(null)) },
    actions: { syncUrl: (_, q) => void urls.push(q), persistSettings: (_, s) => void persisted.push(s) },
  });
  const actor = createActor(machine, { input: { mode: 'server', columnIds: COLUMNS, ...input } });
  actor.start();
  return { actor, calls: held.calls, urls, persisted };
}

const rows = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ number: from + i, name: `Строка ${from + i}`, createdAt: 1_800_000_000 - i }));

describe('dataTableMachine', () => {
  it('asks the first page with the defaults: offset 0, size 10, createdAt descending', async () => {
    const { actor, calls } = start();
    try {
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(calls[0].query).toEqual({
        offset: 0,
        size: 10,
        sortField: 'createdAt',
        sortOrder: 'DESC',
        search: '',
        filters: {},
      });
      calls[0].resolve({ rows: rows(10), total: 35 });
      await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
      expect(actor.getSnapshot().context.total).toBe(35);
    } finally {
      actor.stop();
    }
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const { actor, calls } = start();
    try {
      actor.send({ type: 'table.search', value: 'Ив' });
      expect(calls).toHaveLength(2);
      calls[1].resolve({ rows: rows(1, 100), total: 1 });
      await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
      calls[0].resolve({ rows: rows(10), total: 99 });
      await new Promise((r) => setTimeout(r, 0));
      expect(actor.getSnapshot().context.total).toBe(1);
      expect(actor.getSnapshot().context.rows).toEqual(rows(1, 100));
    } finally {
      actor.stop();
    }
  });

  it('goes back to the first page when the search or the filters change, and keeps it in the URL', async () => {
    const { actor, calls, urls } = start();
    try {
      calls[0].resolve({ rows: rows(10), total: 50 });
      actor.send({ type: 'table.page', offset: 20 });
      expect(calls[1].query.offset).toBe(20);
      actor.send({ type: 'table.search', value: 'Пет' });
      expect(calls[2].query).toMatchObject({ offset: 0, search: 'Пет' });
      actor.send({ type: 'table.page', offset: 10 });
      actor.send({ type: 'table.filter.toggle' });
      actor.send({ type: 'table.filter.draft', values: { status: '77' } });
      expect(calls).toHaveLength(4); // editing the panel asks nothing
      actor.send({ type: 'table.filter.apply' });
      expect(calls[4].query).toMatchObject({ offset: 0, filters: { status: '77' } });
      actor.send({ type: 'table.size', size: 50 });
      expect(calls[5].query).toMatchObject({ offset: 0, size: 50 });
      expect(urls.at(-1)).toMatchObject({ size: 50, search: 'Пет', filters: { status: '77' } });
    } finally {
      actor.stop();
    }
  });

  it('sorts ascending on a new column, then toggles', () => {
    const { actor, calls } = start();
    try {
      actor.send({ type: 'table.sort', field: 'name' });
      expect(calls[1].query).toMatchObject({ sortField: 'name', sortOrder: 'ASC' });
      actor.send({ type: 'table.sort', field: 'name' });
      expect(calls[2].query).toMatchObject({ sortField: 'name', sortOrder: 'DESC' });
    } finally {
      actor.stop();
    }
  });

  it('shows the empty state, and the failure with its message; retry loads again', async () => {
    const { actor, calls } = start();
    try {
      calls[0].reject({ message: 'Сервер недоступен', status: 503 });
      await waitFor(actor, (s) => s.matches({ data: 'failed' }));
      expect(actor.getSnapshot().context.error).toMatchObject({ message: 'Сервер недоступен', status: 503 });
      actor.send({ type: 'table.refresh' });
      calls[1].resolve({ rows: [], total: 0 });
      await waitFor(actor, (s) => s.matches({ data: 'empty' }));
      expect(actor.getSnapshot().context.error).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('filter reset clears the panel and the query; the panel opens and closes', () => {
    const { actor, calls } = start({ urlQuery: { filters: { status: '76' }, offset: 30 } });
    try {
      expect(calls[0].query).toMatchObject({ offset: 30, filters: { status: '76' } });
      actor.send({ type: 'table.filter.toggle' });
      expect(actor.getSnapshot().matches({ filterPanel: 'open' })).toBe(true);
      actor.send({ type: 'table.filter.reset' });
      expect(calls[1].query).toMatchObject({ offset: 0, filters: {} });
      expect(actor.getSnapshot().context.draft).toEqual({});
      actor.send({ type: 'table.filter.close' });
      expect(actor.getSnapshot().matches({ filterPanel: 'closed' })).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('saves columns, filters or both, and resets everything', () => {
    const { actor, calls, persisted } = start({ saved: { filters: { status: '77' } } });
    try {
      expect(calls[0].query.filters).toEqual({ status: '77' });
      actor.send({ type: 'table.column.resize', id: 'name', width: 50 });
      actor.send({ type: 'table.column.toggle', id: 'createdAt' });
      actor.send({ type: 'table.column.move', id: 'name', to: 0 });
      const columns = { order: ['name', 'number', 'createdAt'], widths: { name: 80 }, hidden: ['createdAt'] };
      expect(actor.getSnapshot().context.columns).toEqual(columns);
      actor.send({ type: 'table.settings.save', scope: 'columns' });
      actor.send({ type: 'table.settings.save', scope: 'filters' });
      actor.send({ type: 'table.settings.save', scope: 'both' });
      expect(persisted).toEqual([{ columns }, { filters: { status: '77' } }, { columns, filters: { status: '77' } }]);
      actor.send({ type: 'table.settings.reset' });
      expect(persisted.at(-1)).toBeNull();
      expect(actor.getSnapshot().context.columns).toEqual({ order: COLUMNS, widths: {}, hidden: [] });
      expect(calls.at(-1)!.query).toEqual({
        offset: 0,
        size: 10,
        sortField: 'createdAt',
        sortOrder: 'DESC',
        search: '',
        filters: {},
      });
    } finally {
      actor.stop();
    }
  });

  it('keeps one column visible', () => {
    const { actor } = start();
    try {
      for (const id of COLUMNS) actor.send({ type: 'table.column.toggle', id });
      expect(actor.getSnapshot().context.columns.hidden).toEqual(['number', 'name']);
    } finally {
      actor.stop();
    }
  });

  it("applies the server's saved filters (another browser) unless the URL gave the query", async () => {
    const settings = Promise.resolve({
      filters: { status: '77' },
      columns: { order: ['createdAt', 'name', 'number'], widths: {}, hidden: [] },
    });
    const a = start({}, { settings });
    try {
      await waitFor(a.actor, (s) => s.matches({ settings: 'ready' }));
      expect(a.calls.at(-1)!.query.filters).toEqual({ status: '77' });
      expect(a.actor.getSnapshot().context.columns.order).toEqual(['createdAt', 'name', 'number']);
    } finally {
      a.actor.stop();
    }
    const b = start({ urlQuery: { search: 'Ив' } }, { settings });
    try {
      await waitFor(b.actor, (s) => s.matches({ settings: 'ready' }));
      expect(b.calls).toHaveLength(1);
      expect(b.calls[0].query.filters).toEqual({});
    } finally {
      b.actor.stop();
    }
  });

  it('local mode loads once and searches, sorts and pages in memory', async () => {
    const { actor, calls } = start({ mode: 'local', defaults: { sortField: 'number', sortOrder: 'ASC' } });
    try {
      calls[0].resolve({ rows: rows(25), total: 25 });
      await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
      expect(actor.getSnapshot().context.rows).toHaveLength(10);
      expect(actor.getSnapshot().context.total).toBe(25);
      actor.send({ type: 'table.page', offset: 20 });
      expect(actor.getSnapshot().context.rows.map((r) => (r as { number: number }).number)).toEqual([
        21, 22, 23, 24, 25,
      ]);
      actor.send({ type: 'table.search', value: 'строка 1' });
      expect(actor.getSnapshot().context.query.offset).toBe(0);
      expect(actor.getSnapshot().context.total).toBe(11); // 1, 10..19
      actor.send({ type: 'table.search', value: 'нет такой' });
      expect(actor.getSnapshot().matches({ data: 'empty' })).toBe(true);
      expect(calls).toHaveLength(1);
    } finally {
      actor.stop();
    }
  });

  it('local mode: a search typed while a refresh loads waits for the fresh rows instead of paging the old ones', async () => {
    const { actor, calls } = start({ mode: 'local', defaults: { sortField: 'number', sortOrder: 'ASC' } });
    try {
      calls[0].resolve({ rows: [{ number: 1, name: 'Баннер', state: 'Не активен' }], total: 1 });
      await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
      // A row was changed on the server (published); the list refreshes, and the debounced search lands meanwhile.
      actor.send({ type: 'table.refresh' });
      actor.send({ type: 'table.search', value: 'баннер' });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(calls).toHaveLength(3);
      calls[2].resolve({ rows: [{ number: 1, name: 'Баннер', state: 'Активен' }], total: 1 });
      await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
      expect(actor.getSnapshot().context.rows).toEqual([{ number: 1, name: 'Баннер', state: 'Активен' }]);
      // Settled: the next search pages in memory again.
      actor.send({ type: 'table.search', value: 'нет такой' });
      expect(actor.getSnapshot().matches({ data: 'empty' })).toBe(true);
      expect(calls).toHaveLength(3);
    } finally {
      actor.stop();
    }
  });

  it('local mode: a search after a failed load asks again instead of showing an empty list', async () => {
    const { actor, calls } = start({ mode: 'local' });
    try {
      calls[0].reject({ message: 'Нет связи с сервером' });
      await waitFor(actor, (s) => s.matches({ data: 'failed' }));
      actor.send({ type: 'table.search', value: 'баннер' });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(calls).toHaveLength(2);
      calls[1].resolve({ rows: [{ number: 1, name: 'Баннер' }], total: 1 });
      await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
      expect(actor.getSnapshot().context.error).toBeNull();
    } finally {
      actor.stop();
    }
  });
});

describe('data-table rules', () => {
  it('sorts Russian text and numbers naturally', () => {
    const list = [{ n: 'Яна' }, { n: 'андрей' }, { n: 'Борис' }];
    const q = { offset: 0, size: 10, sortField: 'n', sortOrder: 'ASC' as const, search: '', filters: {} };
    expect(applyLocalQuery(list, q).rows).toEqual([{ n: 'андрей' }, { n: 'Борис' }, { n: 'Яна' }]);
  });

  it('merges a saved layout with the columns of today', () => {
    expect(
      mergeLayout({ order: ['gone', 'b', 'a'], widths: { gone: 300, a: 180 }, hidden: ['gone'] }, ['a', 'b', 'c']),
    ).toEqual({
      order: ['b', 'a', 'c'],
      widths: { a: 180 },
      hidden: [],
    });
  });
});
