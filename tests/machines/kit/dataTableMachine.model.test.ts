import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { dataTableMachine } from '../../../machines/kit/dataTableMachine';
import {
  applyLocalQuery,
  type DataTableContext,
  type TableQuery,
  type TableSettings,
} from '../../../machines/kit/dataTableTypes';
import { replayPath, shortestPaths } from '../modelPaths';

// The table chart walked on every shortest path: the load and the server's settings are held by hand and settled
// with the path's own done and error events. After every step the live actor is checked for what its state means:
// the spinner and the pending load go together; what is shown is what the last answer said (the error's text, the
// rows or nothing); in local mode the page is the query applied to the rows in memory; the address bar holds the
// query; a new search or filter starts from page 1; what was saved is what the chosen scope covers.
const input = { mode: 'server' as const, columnIds: ['number', 'name'] };
const page = { rows: [{ number: 1, name: 'Иванов' }], total: 1 };
const events = [
  { type: 'table.refresh' },
  { type: 'table.search', value: 'Ив' },
  { type: 'table.sort', field: 'name' },
  { type: 'table.page', offset: 10 },
  { type: 'table.size', size: 20 },
  { type: 'table.query.set', query: { offset: 0 } },
  { type: 'table.filter.toggle' },
  { type: 'table.filter.close' },
  { type: 'table.filter.draft', values: { name: 'Ив' } },
  { type: 'table.filter.apply' },
  { type: 'table.filter.reset' },
  { type: 'table.column.resize', id: 'name', width: 240 },
  { type: 'table.column.toggle', id: 'name' },
  { type: 'table.column.move', id: 'name', to: 0 },
  { type: 'table.settings.save', scope: 'both' },
  { type: 'table.settings.reset' },
  { type: 'xstate.done.actor.load', output: page },
  { type: 'xstate.done.actor.load', output: { rows: [], total: 0 } },
  { type: 'xstate.error.actor.load', error: { message: 'Ошибка загрузки данных' } },
  { type: 'xstate.done.actor.loadSettings', output: { filters: { name: 'Петр' } } },
  { type: 'xstate.done.actor.loadSettings', output: null },
  { type: 'xstate.error.actor.loadSettings', error: { message: 'нет связи' } },
] as EventObject[];

/** Records the view's effects and checks the live actor after each step. */
function observer() {
  const urls: TableQuery[] = [];
  const saved: (TableSettings | null)[] = [];
  const provide = {
    actions: {
      syncUrl: (_: unknown, query: TableQuery) => void urls.push(query),
      persistSettings: (_: unknown, settings: TableSettings | null) => void saved.push(settings),
    },
  };
  let before: DataTableContext | undefined;
  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const c = snapshot.context as DataTableContext;
    const loading = snapshot.matches({ data: 'loading' });
    expect(snapshot.hasTag('loading'), after).toBe(loading);
    expect(c.loadPending, after).toBe(loading);
    if (snapshot.matches({ data: 'failed' })) expect(c.error?.message).toBe('Ошибка загрузки данных');
    if (snapshot.matches({ data: 'loaded' })) {
      expect(c.error).toBeNull();
      expect(c.rows.length).toBeGreaterThan(0);
    }
    if (snapshot.matches({ data: 'empty' })) {
      expect(c.error).toBeNull();
      expect(c.total === 0 || c.rows.length === 0).toBe(true);
    }
    if (c.mode === 'local' && !loading) {
      const page = applyLocalQuery(c.allRows, c.query);
      expect(c.rows).toEqual(page.rows);
      expect(c.total).toBe(page.total);
    }
    // The address bar follows every change of the query.
    if (before && JSON.stringify(before.query) !== JSON.stringify(c.query)) expect(urls.at(-1)).toEqual(c.query);
    if (['table.search', 'table.filter.apply', 'table.filter.reset', 'table.size'].includes(after))
      expect(c.query.offset).toBe(0);
    // The walk saves with the scope 'both': the columns and the filters applied (not the draft).
    if (after === 'table.settings.save') expect(saved.at(-1)).toEqual({ columns: c.columns, filters: c.query.filters });
    if (after === 'table.settings.reset') {
      expect(c.columns).toEqual(c.defaultColumns);
      expect(c.query).toEqual(c.defaultQuery);
    }
    expect(snapshot.matches({ filterPanel: 'open' }) || snapshot.matches({ filterPanel: 'closed' })).toBe(true);
    before = c;
  };
  return { provide, check };
}

describe('dataTableMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(dataTableMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = observer();
      await replayPath(dataTableMachine, path, {
        input,
        actorNames: ['load', 'loadSettings'],
        longestDelayMs: 0,
        provide,
        check,
      });
    },
  );
});

// In local mode the rows are in memory once loaded: a new query is answered at once, with no load.
describe('dataTableMachine in local mode, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const local = { ...input, mode: 'local' as const };
  const QUERY = ['table.search', 'table.sort', 'table.page', 'table.refresh'];
  const paths = shortestPaths(
    dataTableMachine,
    events.filter((e) => QUERY.includes(e.type) || e.type.startsWith('xstate.')),
    local,
  );

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = observer();
      await replayPath(dataTableMachine, path, {
        input: local,
        actorNames: ['load', 'loadSettings'],
        longestDelayMs: 0,
        provide,
        check,
      });
    },
  );
});
