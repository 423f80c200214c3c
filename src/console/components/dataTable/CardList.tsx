import { Box, Stack, Text } from '@chakra-ui/react';
import type { ColumnLayout } from '../../../../machines/kit/dataTableTypes';
import { DeletedMark } from './DeletedMark';
import { type ColumnDef, isDeletedRow, primaryColumnId } from './tableTypes';

/** Below 768 px a table becomes a list of cards: each row's visible columns as label and value. */
export function CardList<Row>({
  rows,
  columns,
  layout,
  rowKey,
  onOpen,
  label,
  isDeleted = isDeletedRow,
  deletedLabel,
}: {
  rows: Row[];
  columns: ColumnDef<Row>[];
  layout: ColumnLayout;
  rowKey: (row: Row) => string | number;
  onOpen?: (row: Row) => void;
  label: string;
  isDeleted?: (row: Row) => boolean;
  deletedLabel?: string;
}) {
  const primary = primaryColumnId(columns);
  const visible = layout.order
    .filter((id) => !layout.hidden.includes(id))
    .map((id) => columns.find((c) => c.id === id)!)
    .filter(Boolean);
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={label}>
      {rows.map((row) => (
        <Box as="li" key={rowKey(row)} data-testid="table-card">
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
        </Box>
      ))}
    </Stack>
  );
}
