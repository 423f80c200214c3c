import { chakra } from '@chakra-ui/react';
import { DeletedMark } from './DeletedMark';
import type { ColumnDef } from './tableTypes';

interface Props<Row> {
  column: ColumnDef<Row>;
  row: Row;
  /** The row is soft-deleted and this is its primary column: the mark goes here, with this text. */
  deletedMark: string | null;
  /** One line per row (the virtualized long lists, whose rows must keep one height). */
  oneLine: boolean;
}

/**
 * One cell: long text wraps to two lines (or one with `nowrap`) and is cut with an ellipsis, the whole value in a
 * tooltip, so a column never needs to be wider than the screen to be read.
 */
export function GridCell<Row>({ column, row, deletedMark, oneLine }: Props<Row>) {
  const value = column.value(row);
  const text = value === null || value === undefined ? '' : String(value);
  const single = oneLine || column.nowrap;
  return (
    <chakra.td px="3" py="1" borderBottomWidth="1px" fontSize="sm" title={text || undefined}>
      <chakra.div
        display={deletedMark ? 'flex' : undefined}
        alignItems="baseline"
        overflow="hidden"
        textOverflow="ellipsis"
        whiteSpace={single ? 'nowrap' : 'normal'}
        overflowWrap="anywhere"
        lineClamp={single || deletedMark ? undefined : 2}
      >
        {deletedMark && <DeletedMark label={deletedMark} />}
        <chakra.span
          textDecoration={deletedMark ? 'line-through' : undefined}
          color={deletedMark ? 'fg.muted' : undefined}
          overflow={deletedMark ? 'hidden' : undefined}
          textOverflow={deletedMark ? 'ellipsis' : undefined}
          minW={deletedMark ? 0 : undefined}
        >
          {column.cell ? column.cell(row) : text}
        </chakra.span>
      </chakra.div>
    </chakra.td>
  );
}
