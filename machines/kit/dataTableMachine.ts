import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE } from '../../src/shared/constants';
import type { SessionError } from '../session/sessionTypes';
import {
  applyLocalQuery,
  COLUMN_MIN_WIDTH,
  type ColumnLayout,
  cleanFilters,
  type DataTableContext,
  type DataTableInput,
  defaultLayout,
  type FilterValues,
  mergeLayout,
  type SettingsScope,
  type TablePage,
  type TableQuery,
  type TableSettings,
} from './dataTableTypes';

export type DataTableEvent =
  | { type: 'table.refresh' }
  | { type: 'table.search'; value: string }
  | { type: 'table.sort'; field: string }
  | { type: 'table.page'; offset: number }
  | { type: 'table.size'; size: number }
  | { type: 'table.query.set'; query: Partial<TableQuery> }
  | { type: 'table.filter.toggle' }
  | { type: 'table.filter.close' }
  | { type: 'table.filter.draft'; values: FilterValues }
  | { type: 'table.filter.apply' }
  | { type: 'table.filter.reset' }
  | { type: 'table.column.resize'; id: string; width: number }
  | { type: 'table.column.toggle'; id: string }
  | { type: 'table.column.move'; id: string; to: number }
  | { type: 'table.settings.save'; scope: SettingsScope }
  | { type: 'table.settings.reset' };

const toError = (e: unknown): SessionError => {
  const err = e as Partial<SessionError> | undefined;
  return { message: err?.message ?? String(e), errorCode: err?.errorCode, status: err?.status };
};

function initialQuery(input: DataTableInput): TableQuery {
  return {
    offset: 0,
    size: input.defaults?.size ?? DEFAULT_PAGE_SIZE,
    sortField: input.defaults?.sortField ?? 'createdAt',
    sortOrder: input.defaults?.sortOrder ?? 'DESC',
    search: '',
    filters: {},
  };
}

/** Local mode recomputes the page in memory; server mode waits for the next answer. */
const localPage = (context: DataTableContext, query: TableQuery) =>
  context.mode === 'local' ? applyLocalQuery(context.allRows, query) : { rows: context.rows, total: context.total };

/**
 * A data-table page: the query (search, filters, sort, page) and the load of its rows. In server mode every query
 * change reloads; re-entering 'loading' stops the previous request, so a stale answer never lands. In local mode
 * the list loads once and the query is applied in memory. Any change of search or filters goes back to page 1.
 */
export const dataTableMachine = setup({
  types: {
    context: {} as DataTableContext,
    events: {} as DataTableEvent,
    input: {} as DataTableInput,
  },
  actors: {
    load: fromPromise<TablePage, { query: TableQuery }>(async () => {
      throw new Error('load is provided by the screen');
    }),
    loadSettings: fromPromise<TableSettings | null, void>(async () => null),
  },
  actions: {
    /** Keeps the query in the address bar (provided by the view). */
    syncUrl: (_, _query: TableQuery) => {},
    /** Writes the settings to localStorage and the user's server settings (provided by the view); null clears. */
    persistSettings: (_, _settings: TableSettings | null) => {},
    setQuery: assign(({ context }, patch: Partial<TableQuery>) => {
      const query = { ...context.query, ...patch };
      return { query, ...localPage(context, query) };
    }),
  },
  guards: {
    isLocal: ({ context }) => context.mode === 'local',
    /**
     * Local mode pages in memory, unless a load is under way (a refresh after a write, the first load): then the
     * query waits for that load, which a query change must not cancel in favour of the rows it replaces. After a
     * failed load there is nothing in memory to page: the query asks again rather than show an empty list.
     */
    pagesInMemory: ({ context }) => context.mode === 'local' && !context.loadPending && context.error === null,
    hasNoRows: ({ context }) => context.total === 0 || context.rows.length === 0,
  },
}).createMachine({
  id: 'dataTable',
  type: 'parallel',
  context: ({ input }) => {
    const defaultQuery = initialQuery(input);
    const fromUrl = Boolean(input.urlQuery && Object.keys(input.urlQuery).length > 0);
    const query = { ...defaultQuery, filters: cleanFilters(input.saved?.filters ?? {}), ...input.urlQuery };
    const rules = { hidden: input.hiddenColumnIds, locked: input.lockedColumnIds };
    return {
      mode: input.mode,
      query,
      draft: query.filters,
      rows: [],
      total: 0,
      totalCapped: false,
      allRows: [],
      loadPending: false,
      error: null,
      columns: mergeLayout(input.saved?.columns, input.columnIds, rules),
      defaultColumns: defaultLayout(input.columnIds, rules),
      lockedColumns: input.lockedColumnIds ?? [],
      defaultQuery,
      fromUrl,
    };
  },
  states: {
    data: {
      initial: 'loading',
      on: {
        'table.refresh': { target: '.loading', reenter: true },
        'table.search': {
          target: '.routing',
          actions: { type: 'setQuery', params: ({ event }) => ({ search: event.value, offset: 0 }) },
        },
        'table.sort': {
          target: '.routing',
          actions: {
            type: 'setQuery',
            params: ({ context, event }) => ({
              sortField: event.field,
              sortOrder: context.query.sortField === event.field && context.query.sortOrder === 'ASC' ? 'DESC' : 'ASC',
            }),
          },
        },
        'table.page': {
          target: '.routing',
          actions: { type: 'setQuery', params: ({ event }) => ({ offset: Math.max(0, event.offset) }) },
        },
        'table.size': {
          target: '.routing',
          actions: { type: 'setQuery', params: ({ event }) => ({ size: event.size, offset: 0 }) },
        },
        'table.query.set': {
          target: '.routing',
          actions: [
            { type: 'setQuery', params: ({ context, event }) => ({ ...context.defaultQuery, ...event.query }) },
            assign({ draft: ({ context }) => context.query.filters }),
          ],
        },
        'table.filter.apply': {
          target: '.routing',
          actions: { type: 'setQuery', params: ({ context }) => ({ filters: cleanFilters(context.draft), offset: 0 }) },
        },
        'table.filter.reset': {
          target: '.routing',
          actions: [assign({ draft: {} }), { type: 'setQuery', params: { filters: {}, offset: 0 } }],
        },
        'table.settings.reset': {
          target: '.routing',
          actions: [
            assign({ draft: {}, columns: ({ context }) => context.defaultColumns }),
            { type: 'setQuery', params: ({ context }) => context.defaultQuery },
            { type: 'persistSettings', params: null },
          ],
        },
      },
      states: {
        /** A query changed: in server mode ask again, in local mode the page is already computed. */
        routing: {
          entry: { type: 'syncUrl', params: ({ context }) => context.query },
          always: [{ guard: 'pagesInMemory', target: 'settled' }, { target: 'loading' }],
        },
        loading: {
          tags: ['loading'],
          entry: assign({ loadPending: true }),
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ query: context.query }),
            onDone: {
              target: 'settled',
              actions: assign(({ context, event }) => {
                if (context.mode !== 'local')
                  return {
                    rows: event.output.rows,
                    total: event.output.total,
                    totalCapped: event.output.totalCapped === true,
                    error: null,
                    loadPending: false,
                  };
                return {
                  allRows: event.output.rows,
                  error: null,
                  loadPending: false,
                  ...applyLocalQuery(event.output.rows, context.query),
                };
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => toError(event.error), loadPending: false }),
            },
          },
        },
        settled: {
          always: [{ guard: 'hasNoRows', target: 'empty' }, { target: 'loaded' }],
        },
        loaded: {},
        empty: {},
        failed: {},
      },
    },
    filterPanel: {
      initial: 'closed',
      states: {
        closed: { on: { 'table.filter.toggle': 'open' } },
        open: {
          on: {
            'table.filter.toggle': 'closed',
            'table.filter.close': 'closed',
            'table.filter.draft': {
              actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.values }) }),
            },
          },
        },
      },
    },
    layout: {
      on: {
        'table.column.resize': {
          actions: assign({ columns: ({ context, event }) => resize(context.columns, event.id, event.width) }),
        },
        'table.column.toggle': {
          actions: assign({
            columns: ({ context, event }) =>
              context.lockedColumns.includes(event.id) ? context.columns : toggle(context.columns, event.id),
          }),
        },
        'table.column.move': {
          actions: assign({ columns: ({ context, event }) => move(context.columns, event.id, event.to) }),
        },
        'table.settings.save': {
          actions: {
            type: 'persistSettings',
            params: ({ context, event }) => ({
              ...(event.scope !== 'filters' ? { columns: context.columns } : {}),
              ...(event.scope !== 'columns' ? { filters: context.query.filters } : {}),
            }),
          },
        },
      },
    },
    settings: {
      initial: 'fetching',
      states: {
        // The server's copy follows the user to another browser: it replaces what this browser had.
        fetching: {
          invoke: {
            id: 'loadSettings',
            src: 'loadSettings',
            onDone: [
              {
                guard: ({ context, event }) =>
                  Boolean(event.output?.filters) &&
                  !context.fromUrl &&
                  JSON.stringify(cleanFilters(event.output!.filters!)) !== JSON.stringify(context.query.filters),
                target: ['ready', '#dataTable.data.routing'],
                actions: [
                  assign({
                    columns: ({ context, event }) =>
                      mergeLayout(
                        event.output?.columns ?? context.columns,
                        context.defaultColumns.order,
                        layoutRules(context),
                      ),
                    draft: ({ event }) => cleanFilters(event.output!.filters!),
                  }),
                  {
                    type: 'setQuery',
                    params: ({ event }) => ({ filters: cleanFilters(event.output!.filters!), offset: 0 }),
                  },
                ],
              },
              {
                target: 'ready',
                actions: assign({
                  columns: ({ context, event }) =>
                    event.output?.columns
                      ? mergeLayout(event.output.columns, context.defaultColumns.order, layoutRules(context))
                      : context.columns,
                }),
              },
            ],
            // Without the server's copy the local one stands.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
  },
});

/** The defaults' hidden columns and the locked ones, for merging the server's copy of the settings. */
const layoutRules = (context: DataTableContext) => ({
  hidden: context.defaultColumns.hidden,
  locked: context.lockedColumns,
});

function resize(layout: ColumnLayout, id: string, width: number): ColumnLayout {
  return { ...layout, widths: { ...layout.widths, [id]: Math.max(COLUMN_MIN_WIDTH, Math.round(width)) } };
}

function toggle(layout: ColumnLayout, id: string): ColumnLayout {
  const hidden = layout.hidden.includes(id) ? layout.hidden.filter((h) => h !== id) : [...layout.hidden, id];
  // The last visible column stays: a table without columns shows nothing to click.
  if (hidden.length >= layout.order.length) return layout;
  return { ...layout, hidden };
}

function move(layout: ColumnLayout, id: string, to: number): ColumnLayout {
  const order = layout.order.filter((c) => c !== id);
  order.splice(Math.max(0, Math.min(to, order.length)), 0, id);
  return { ...layout, order };
}
