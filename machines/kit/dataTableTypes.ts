// What the data-table chart carries, and the pure rules it applies (local paging, defaults, settings).
import type { SessionError } from '../session/sessionTypes';

export type SortOrder = 'ASC' | 'DESC';
export type FilterValues = Record<string, string>;

/** One page request: the find-list body (paging.ts) plus the quick search and the filter panel's values. */
export interface TableQuery {
  offset: number;
  size: number;
  sortField: string;
  sortOrder: SortOrder;
  search: string;
  filters: FilterValues;
}

export interface TablePage<Row = unknown> {
  rows: Row[];
  total: number;
  /** The server counted no further than `total` and more match (POST /orders/find at scale): «более N». */
  totalCapped?: boolean;
}

/** The user's column layout: order of the column ids, widths in px, hidden ids. */
export interface ColumnLayout {
  order: string[];
  widths: Record<string, number>;
  hidden: string[];
}

/** What the settings menu saves per header and key (localStorage and the user's server settings). */
export interface TableSettings {
  columns?: ColumnLayout;
  filters?: FilterValues;
}

export type SettingsScope = 'columns' | 'filters' | 'both';

export interface DataTableInput {
  mode: 'server' | 'local';
  columnIds: string[];
  /** Query values from the URL: they win over saved settings (going back to a list finds it as it was left). */
  urlQuery?: Partial<TableQuery>;
  /** Settings this browser saved; the server's copy arrives later through the loadSettings actor. */
  saved?: TableSettings | null;
  defaults?: Partial<Pick<TableQuery, 'size' | 'sortField' | 'sortOrder'>>;
  /** Columns hidden until the user shows them (the least important ones, so the defaults fit the page). */
  hiddenColumnIds?: string[];
  /** Columns that can never be hidden (the row's name: it carries the row's marks, such as «Удалён»). */
  lockedColumnIds?: string[];
}

export interface DataTableContext {
  mode: 'server' | 'local';
  query: TableQuery;
  /** The filter panel's values while being edited; applied to the query by 'Применить'. */
  draft: FilterValues;
  /** The page shown. */
  rows: unknown[];
  total: number;
  /** More than `total` match: the server stopped counting there (TablePage.totalCapped). */
  totalCapped: boolean;
  /** Local mode: the whole list, searched, sorted and paged in memory. */
  allRows: unknown[];
  /** A load is under way: in local mode a query change then waits for it instead of paging stale rows. */
  loadPending: boolean;
  error: SessionError | null;
  columns: ColumnLayout;
  defaultColumns: ColumnLayout;
  /** Never hidden (see DataTableInput). */
  lockedColumns: string[];
  defaultQuery: TableQuery;
  /** True when the URL gave the query: the saved filters then do not replace it. */
  fromUrl: boolean;
}

/**
 * Columns are 160 px wide unless the screen says otherwise, and can be narrowed to 80: the default columns of a
 * list fit the 1 130 px content area of a 1440 px screen (more columns are hidden by default, not squeezed).
 */
export const COLUMN_DEFAULT_WIDTH = 160;
export const COLUMN_MIN_WIDTH = 80;

/** Which columns a layout keeps hidden by default and which it never hides. */
export interface ColumnRules {
  hidden?: string[];
  locked?: string[];
}

export const defaultLayout = (columnIds: string[], rules: ColumnRules = {}): ColumnLayout => ({
  order: [...columnIds],
  widths: {},
  hidden: columnIds.filter((id) => rules.hidden?.includes(id) && !rules.locked?.includes(id)),
});

/**
 * A saved layout against today's columns: unknown ids dropped, new columns appended at the end (hidden when they
 * are hidden by default), a column that can never be hidden shown.
 */
export function mergeLayout(
  saved: ColumnLayout | undefined,
  columnIds: string[],
  rules: ColumnRules = {},
): ColumnLayout {
  if (!saved) return defaultLayout(columnIds, rules);
  const known = saved.order.filter((id) => columnIds.includes(id));
  const added = columnIds.filter((id) => !known.includes(id));
  return {
    order: [...known, ...added],
    widths: Object.fromEntries(Object.entries(saved.widths).filter(([id]) => columnIds.includes(id))),
    hidden: [...saved.hidden, ...added.filter((id) => rules.hidden?.includes(id))].filter(
      (id) => columnIds.includes(id) && !rules.locked?.includes(id),
    ),
  };
}

/** Drops empty filter values, so '' and a missing key mean the same. */
export function cleanFilters(values: FilterValues): FilterValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''),
  );
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

// One collator for every comparison: localeCompare with a locale and options builds one per call, which made
// sorting a 10 000-row local list take most of a filter change's time.
const collator = new Intl.Collator('ru', { numeric: true });

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(text(a), text(b));
}

/** Local mode: quick search over every value, the filters as 'contains', then sort and the page. */
export function applyLocalQuery(all: unknown[], q: TableQuery): TablePage {
  const needle = q.search.trim().toLowerCase();
  const filters = Object.entries(cleanFilters(q.filters));
  const matching = all.filter((row) => {
    const r = row as Record<string, unknown>;
    if (needle && !Object.values(r).some((v) => text(v).toLowerCase().includes(needle))) return false;
    return filters.every(([k, v]) => text(r[k]).toLowerCase().includes(v.toLowerCase()));
  });
  const sign = q.sortOrder === 'ASC' ? 1 : -1;
  const sorted = q.sortField
    ? [...matching].sort(
        (a, b) =>
          sign * compare((a as Record<string, unknown>)[q.sortField], (b as Record<string, unknown>)[q.sortField]),
      )
    : matching;
  return { rows: sorted.slice(q.offset, q.offset + q.size), total: sorted.length };
}
