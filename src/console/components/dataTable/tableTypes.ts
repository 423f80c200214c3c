import type { ReactNode } from 'react';

/** One column of a data-table page. `value` feeds sorting labels, the CSV export and the default cell. */
export interface ColumnDef<Row> {
  id: string;
  header: string;
  value: (row: Row) => string | number | null | undefined;
  cell?: (row: Row) => ReactNode;
  /** The server (or the local sort) can order by this column; true by default. */
  sortable?: boolean;
  /** Initial width in px: 160 by default (COLUMN_DEFAULT_WIDTH); the user may narrow it to 80. */
  width?: number;
  /**
   * Hidden until the user shows it in «Колонки»: the least important columns, so that the default ones fit the
   * 1 130 px content area of a 1440 px screen.
   */
  hidden?: boolean;
  /**
   * The row's name: never hidden, and the column a deleted row's «Удалён» mark goes into. The first column unless
   * another says so.
   */
  primary?: boolean;
  /** The cell stays on one line (cut with an ellipsis, the full text in a tooltip) instead of wrapping to two. */
  nowrap?: boolean;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** One field of the filter panel; its value travels in the query's `filters` under `id`. */
export interface FilterDef {
  id: string;
  label: string;
  type: 'text' | 'select' | 'date';
  options?: FilterOption[];
}

/** The filter of a list whose soft-deleted rows stay hidden until asked for. */
export const SHOW_DELETED_FILTER: FilterDef = {
  id: 'showDeleted',
  label: 'Удалённые',
  type: 'select',
  options: [{ value: 'true', label: 'Показывать' }],
};

/** The table's sort column when the server orders by it, else the list's default (a stale saved setting, say). */
export const knownSortField = <Field extends string>(field: string, known: readonly Field[], fallback: Field): Field =>
  (known as readonly string[]).includes(field) ? (field as Field) : fallback;

/** The primary column's id: the one marked primary, else the first. */
export const primaryColumnId = <Row>(columns: ColumnDef<Row>[]): string | undefined =>
  (columns.find((c) => c.primary) ?? columns[0])?.id;

/** A soft-deleted row: the lists that can show deleted rows mark it. */
export const isDeletedRow = (row: unknown): boolean => {
  const deleted = (row as { deletedDate?: unknown } | null)?.deletedDate;
  return deleted !== null && deleted !== undefined && deleted !== false;
};
