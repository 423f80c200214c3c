import { Box, chakra } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnLayout, SortOrder } from '../../../../machines/kit/dataTableTypes';
import { COLUMN_DEFAULT_WIDTH } from '../../../../machines/kit/dataTableTypes';
import { ColumnHeader } from './ColumnHeader';
import { GridCell } from './GridCell';
import { type ColumnDef, isDeletedRow, primaryColumnId } from './tableTypes';

/** The table body is 760 px high. */
export const TABLE_BODY_HEIGHT = 760;
const ROW_HEIGHT = 40;
/** A normal page is drawn whole; long lists (unpaged reports, local lists) only their visible rows. */
export const VIRTUALIZE_ABOVE = 100;

interface Props<Row> {
  rows: Row[];
  columns: ColumnDef<Row>[];
  layout: ColumnLayout;
  sortField: string;
  sortOrder: SortOrder;
  rowKey: (row: Row) => string | number;
  onOpen?: (row: Row) => void;
  onSort: (field: string) => void;
  onResize: (id: string, width: number) => void;
  onMove: (id: string, to: number) => void;
  label: string;
  /** A soft-deleted row, marked «Удалён» in the primary column: by default a row whose deletedDate is set. */
  isDeleted?: (row: Row) => boolean;
  /** The mark's text, agreeing with the rows' noun: «Удалён» by default, «Удалена», «Удалено». */
  deletedLabel?: string;
}

const HEADER_MOVES: Record<string, (i: number, last: number) => number> = {
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowRight: (i, last) => Math.min(last, i + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/** The rows of a data-table page: sortable, resizable and reorderable columns, arrows and Enter on the rows. */
export function DataGrid<Row>({
  rows,
  columns,
  layout,
  sortField,
  sortOrder,
  rowKey,
  onOpen,
  onSort,
  onResize,
  onMove,
  label,
  isDeleted = isDeletedRow,
  deletedLabel = 'Удалён',
}: Props<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(0);
  // The header row is one tab stop (and its column's width handle one more): arrows move between the headers, so
  // reaching the rows does not take two Tab presses per column.
  const [activeHeader, setActiveHeader] = useState(0);
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  useEffect(() => setFocused((f) => Math.min(f, Math.max(0, rows.length - 1))), [rows.length]);

  const focusRow = useCallback(
    (index: number) => {
      setFocused(index);
      if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
      // The row may only exist after the scroll has rendered it.
      requestAnimationFrame(() =>
        scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)?.focus(),
      );
    },
    [virtual, virtualizer],
  );

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
    if (e.key in moves) {
      e.preventDefault();
      focusRow(Math.max(0, Math.min(rows.length - 1, focused + moves[e.key])));
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      focusRow(e.key === 'Home' ? 0 : rows.length - 1);
    } else if (e.key === 'Enter' && onOpen && rows[focused]) {
      e.preventDefault();
      onOpen(rows[focused]);
    }
  };

  const visible = layout.order
    .filter((id) => !layout.hidden.includes(id))
    .map((id) => columns.find((c) => c.id === id)!)
    .filter(Boolean);
  const widthOf = (c: ColumnDef<Row>) => layout.widths[c.id] ?? c.width ?? COLUMN_DEFAULT_WIDTH;
  const items = virtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT, end: (index + 1) * ROW_HEIGHT }));
  const primary = primaryColumnId(columns);
  const header = Math.min(activeHeader, Math.max(0, visible.length - 1));
  const onHeaderKeyDown = (e: KeyboardEvent) => {
    const move = HEADER_MOVES[e.key];
    const target = e.target as HTMLElement;
    if (!move || target.dataset.headerTarget === undefined) return;
    e.preventDefault();
    const next = move(Number(target.dataset.headerTarget), visible.length - 1);
    setActiveHeader(next);
    scrollRef.current?.querySelector<HTMLElement>(`[data-header-target="${next}"]`)?.focus();
  };

  const padTop = virtual && items.length ? items[0].start : 0;
  const padBottom = virtual && items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <Box
      ref={scrollRef}
      maxH={`${TABLE_BODY_HEIGHT}px`}
      overflow="auto"
      borderWidth="1px"
      borderRadius="md"
      data-testid="table-scroll"
    >
      <chakra.table
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={{
          tableLayout: 'fixed',
          borderCollapse: 'separate',
          borderSpacing: 0,
          width: visible.reduce((s, c) => s + widthOf(c), 0),
          minWidth: '100%',
        }}
      >
        <colgroup>
          {visible.map((c) => (
            <col key={c.id} style={{ width: widthOf(c) }} />
          ))}
        </colgroup>
        <chakra.thead position="sticky" top="0" zIndex="1" bg="bg.muted" onKeyDown={onHeaderKeyDown}>
          <tr aria-rowindex={1}>
            {visible.map((c, i) => (
              <ColumnHeader
                key={c.id}
                column={c}
                index={i}
                active={i === header}
                onActivate={setActiveHeader}
                width={widthOf(c)}
                sort={sortField === c.id ? sortOrder : null}
                onSort={onSort}
                onResize={onResize}
                onMove={onMove}
              />
            ))}
          </tr>
        </chakra.thead>
        <tbody onKeyDown={onKeyDown}>
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {items.map(({ index }) => {
            const row = rows[index];
            const deleted = isDeleted(row);
            return (
              <chakra.tr
                key={rowKey(row)}
                data-testid="table-row"
                data-row-index={index}
                data-deleted={deleted || undefined}
                aria-rowindex={index + 2}
                tabIndex={index === focused ? 0 : -1}
                onFocus={() => setFocused(index)}
                onClick={() => onOpen?.(row)}
                cursor={onOpen ? 'pointer' : undefined}
                h={`${ROW_HEIGHT}px`}
                _hover={{ bg: 'bg.subtle' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '-2px' }}
              >
                {visible.map((c) => (
                  <GridCell
                    key={c.id}
                    column={c}
                    row={row}
                    deletedMark={deleted && c.id === primary ? deletedLabel : null}
                    oneLine={virtual}
                  />
                ))}
              </chakra.tr>
            );
          })}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
        </tbody>
      </chakra.table>
    </Box>
  );
}
