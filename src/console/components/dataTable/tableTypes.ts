import type { ReactNode } from 'react';

/** One column of a data-table page. `value` feeds sorting labels, the CSV export and the default cell. */
export interface ColumnDef<Row> {
  id: string;
  header: string;
  value: (row: Row) => string | number | null | undefined;
  cell?: (row: Row) => ReactNode;
  /** The server (or the local sort) can order by this column; true by default. */
  sortable?: boolean;
  /** Initial width in px: 200 by default, 150 at least. */
  width?: number;
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
