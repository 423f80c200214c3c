import { Box, chakra } from '@chakra-ui/react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { SortOrder } from '../../../../machines/kit/dataTableTypes';
import { COLUMN_MIN_WIDTH } from '../../../../machines/kit/dataTableTypes';
import type { ColumnDef } from './tableTypes';

const DRAG_TYPE = 'application/x-table-column';

interface Props<Row> {
  column: ColumnDef<Row>;
  index: number;
  width: number;
  sort: SortOrder | null;
  onSort: (field: string) => void;
  onResize: (id: string, width: number) => void;
  onMove: (id: string, to: number) => void;
}

/** A column header: click sorts, the right edge resizes (mouse or arrows), dragging the header reorders. */
export function ColumnHeader<Row>({ column, index, width, sort, onSort, onResize, onMove }: Props<Row>) {
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
      onResize(column.id, width + (e.key === 'ArrowRight' ? 10 : -10));
    }
  };

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
          display="inline-flex"
          gap="1"
          alignItems="center"
          maxW="100%"
          overflow="hidden"
          textOverflow="ellipsis"
          whiteSpace="nowrap"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
        >
          {column.header}
          <span aria-hidden>{sort === 'ASC' ? '▲' : sort === 'DESC' ? '▼' : ''}</span>
        </chakra.button>
      ) : (
        column.header
      )}
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={`Ширина колонки «${column.header}»`}
        aria-valuenow={live ?? width}
        aria-valuemin={COLUMN_MIN_WIDTH}
        tabIndex={0}
        position="absolute"
        top="0"
        right="0"
        h="100%"
        w="6px"
        cursor="col-resize"
        _hover={{ bg: 'border.emphasized' }}
        _focusVisible={{ bg: 'blue.solid', outline: 'none' }}
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
