import { Box, chakra } from '@chakra-ui/react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { SortOrder } from '../../../../machines/kit/dataTableTypes';
import { COLUMN_MIN_WIDTH } from '../../../../machines/kit/dataTableTypes';
import type { ColumnDef } from './tableTypes';

const DRAG_TYPE = 'application/x-table-column';
/** One arrow press widens or narrows by this much; the widest a column can be made by keyboard. */
const KEY_STEP = 10;
const COLUMN_MAX_WIDTH = 1000;

interface Props<Row> {
  column: ColumnDef<Row>;
  index: number;
  /** The header row's one tab stop (roving focus: arrows move it, see DataGrid). */
  active: boolean;
  onActivate: (index: number) => void;
  width: number;
  sort: SortOrder | null;
  onSort: (field: string) => void;
  onResize: (id: string, width: number) => void;
  onMove: (id: string, to: number) => void;
}

/**
 * A column header: click sorts, the right edge resizes (drag, or focus it and press ArrowLeft/ArrowRight),
 * dragging the header reorders. Only the active header and its width handle are tab stops.
 */
export function ColumnHeader<Row>({
  column,
  index,
  active,
  onActivate,
  width,
  sort,
  onSort,
  onResize,
  onMove,
}: Props<Row>) {
  const sortable = column.sortable !== false;
  const [live, setLive] = useState<number | null>(null);
  const drag = useRef<{ x: number; w: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, w: width };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setLive(Math.max(COLUMN_MIN_WIDTH, drag.current.w + e.clientX - drag.current.x));
  };
  // The chart hears the width once, when the drag ends, not on every pixel.
  const onPointerUp = () => {
    if (drag.current && live !== null) onResize(column.id, live);
    drag.current = null;
    setLive(null);
  };
  const onHandleKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      // The arrows resize here; they must not reach the header row, which moves between columns with them.
      e.stopPropagation();
      const next = width + (e.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP);
      onResize(column.id, Math.min(COLUMN_MAX_WIDTH, Math.max(COLUMN_MIN_WIDTH, next)));
    }
  };
  const tabIndex = active ? 0 : -1;

  return (
    <chakra.th
      position="relative"
      textAlign="start"
      fontSize="sm"
      fontWeight="semibold"
      px="3"
      h="40px"
      borderBottomWidth="1px"
      aria-sort={sort === 'ASC' ? 'ascending' : sort === 'DESC' ? 'descending' : undefined}
      // Without a sort button the header cell itself takes the row's focus.
      tabIndex={sortable ? undefined : tabIndex}
      data-header-target={sortable ? undefined : index}
      onFocus={() => onActivate(index)}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '-2px' }}
      style={live !== null ? { width: live } : undefined}
      draggable
      onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, column.id)}
      onDragOver={(e) => e.dataTransfer.types.includes(DRAG_TYPE) && e.preventDefault()}
      onDrop={(e) => {
        const id = e.dataTransfer.getData(DRAG_TYPE);
        if (id && id !== column.id) onMove(id, index);
      }}
      data-testid={`column-${column.id}`}
    >
      {sortable ? (
        <chakra.button
          type="button"
          onClick={() => onSort(column.id)}
          tabIndex={tabIndex}
          data-header-target={index}
          title={column.header}
          display="inline-flex"
          gap="1"
          alignItems="center"
          maxW="100%"
          overflow="hidden"
          textOverflow="ellipsis"
          whiteSpace="nowrap"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
        >
          <chakra.span overflow="hidden" textOverflow="ellipsis">
            {column.header}
          </chakra.span>
          <span aria-hidden>{sort === 'ASC' ? '▲' : sort === 'DESC' ? '▼' : ''}</span>
        </chakra.button>
      ) : (
        <chakra.span
          display="block"
          overflow="hidden"
          textOverflow="ellipsis"
          whiteSpace="nowrap"
          title={column.header}
        >
          {column.header}
        </chakra.span>
      )}
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={`Ширина колонки «${column.header}»`}
        aria-valuenow={live ?? width}
        aria-valuemin={COLUMN_MIN_WIDTH}
        aria-valuemax={COLUMN_MAX_WIDTH}
        title="Ширина колонки: перетащите или нажимайте ← и →"
        tabIndex={tabIndex}
        position="absolute"
        top="0"
        right="0"
        h="100%"
        w="8px"
        cursor="col-resize"
        _hover={{ bg: 'border.emphasized' }}
        // Inside the header cell (a negative offset), so the outline is never cut off and never widens the table.
        _focusVisible={{ bg: 'blue.subtle', outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '-2px' }}
        onFocus={(e) => {
          e.stopPropagation();
          onActivate(index);
        }}
        style={{ touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onHandleKey}
        onClick={(e) => e.stopPropagation()}
        data-testid={`resize-${column.id}`}
      />
    </chakra.th>
  );
}
