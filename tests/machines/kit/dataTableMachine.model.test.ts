import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { dataTableMachine } from '../../../machines/kit/dataTableMachine';
import { replayPath, shortestPaths } from '../modelPaths';

// The table chart walked on every shortest path: the load and the server's settings are held by hand and settled
// with the path's own done and error events.
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

describe('dataTableMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(dataTableMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(dataTableMachine, path, { input, actorNames: ['load', 'loadSettings'], longestDelayMs: 0 });
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
      await replayPath(dataTableMachine, path, {
        input: local,
        actorNames: ['load', 'loadSettings'],
        longestDelayMs: 0,
      });
    },
  );
});
