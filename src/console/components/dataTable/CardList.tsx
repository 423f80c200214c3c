import { Box, Stack, Text } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { ColumnLayout } from '../../../../machines/kit/dataTableTypes';
import { VIRTUALIZE_ABOVE } from './DataGrid';
import { DeletedMark } from './DeletedMark';
import { type ColumnDef, isDeletedRow, primaryColumnId } from './tableTypes';

/** The space between two cards, in px (Chakra's gap 2). */
const CARD_GAP = 8;

interface Props<Row> {
  rows: Row[];
  columns: ColumnDef<Row>[];
  layout: ColumnLayout;
  rowKey: (row: Row) => string | number;
  onOpen?: (row: Row) => void;
  label: string;
  isDeleted?: (row: Row) => boolean;
  deletedLabel?: string;
}

/**
 * Below 768 px a table becomes a list of cards: each row's visible columns as label and value. A long list (a local
 * list or an unpaged report) draws only the cards near the window, measured as they appear: ten thousand cards
 * drawn whole are some 140 000 elements, which stalls a phone for seconds.
 */
export function CardList<Row>({
  rows,
  columns,
  layout,
  rowKey,
  onOpen,
  label,
  isDeleted = isDeletedRow,
  deletedLabel,
}: Props<Row>) {
  const visible = layout.order
    .filter((id) => !layout.hidden.includes(id))
    .map((id) => columns.find((c) => c.id === id)!)
    .filter(Boolean);
  const card = (row: Row) => (
    <TableCard
      row={row}
      visible={visible}
      primary={primaryColumnId(columns)}
      onOpen={onOpen}
      isDeleted={isDeleted}
      deletedLabel={deletedLabel}
    />
  );
  return rows.length > VIRTUALIZE_ABOVE ? (
    <VirtualCards rows={rows} rowKey={rowKey} label={label} visibleCount={visible.length} card={card} />
  ) : (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={label}>
      {rows.map((row) => (
        <Box as="li" key={rowKey(row)} data-testid="table-card">
          {card(row)}
        </Box>
      ))}
    </Stack>
  );
}

function VirtualCards<Row>({
  rows,
  rowKey,
  label,
  visibleCount,
  card,
}: {
  rows: Row[];
  rowKey: (row: Row) => string | number;
  label: string;
  visibleCount: number;
  card: (row: Row) => ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts in the page: the window's scroll position counts from the top of the page.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setOffset(top + window.scrollY);
  }, []);
  const estimate = 26 + 22 * visibleCount + CARD_GAP;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    // A card not laid out (a hidden list) measures 0: keeping the estimate stops every card from coming into range.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
    overscan: 6,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0].start - offset : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - offset) : 0;
  return (
    <Box
      as="ul"
      ref={listRef}
      listStyleType="none"
      aria-label={label}
      style={{ paddingTop: padTop, paddingBottom: padBottom }}
    >
      {items.map((item) => (
        <Box
          as="li"
          key={rowKey(rows[item.index])}
          data-index={item.index}
          ref={virtualizer.measureElement}
          data-testid="table-card"
          pb={`${CARD_GAP}px`}
        >
          {card(rows[item.index])}
        </Box>
      ))}
    </Box>
  );
}

function TableCard<Row>({
  row,
  visible,
  primary,
  onOpen,
  isDeleted,
  deletedLabel,
}: {
  row: Row;
  visible: ColumnDef<Row>[];
  primary: string | undefined;
  onOpen?: (row: Row) => void;
  isDeleted: (row: Row) => boolean;
  deletedLabel?: string;
}) {
  return (
    <Box
      as={onOpen ? 'button' : 'div'}
      w="100%"
      textAlign="start"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      onClick={onOpen ? () => onOpen(row) : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
    >
      {visible.map((c) => (
        <Box key={c.id} display="flex" gap="2" fontSize="sm">
          <Text color="fg.muted" minW="40%">
            {c.header}
          </Text>
          <Box minW="0" overflowWrap="anywhere">
            {c.id === primary && isDeleted(row) && <DeletedMark label={deletedLabel} />}
            {c.cell ? c.cell(row) : (c.value(row) ?? '')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
