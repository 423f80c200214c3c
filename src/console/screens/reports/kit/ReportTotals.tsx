import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { formatMoney } from '../../../../shared/format';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { formatNumber } from './reportColumns';

// The totals row of a report: the count of rows and each total the server summed over every row of the request (not
// only the page shown), under its column's header.

export type TotalKind = 'money' | 'number';
/** A total under its column's header, or under a label of its own when no column holds it (an average). */
export type TotalSpec = TotalKind | { kind: TotalKind; label: string };

export function ReportTotals<Row>({
  total,
  totals,
  kinds,
  columns,
}: {
  total: number;
  totals: Record<string, number | null>;
  kinds: Record<string, TotalSpec>;
  columns: ColumnDef<Row>[];
}) {
  const items = [
    { id: '__rows', label: 'Строк', text: formatNumber(total) },
    ...Object.entries(kinds).map(([id, spec]) => {
      const kind = typeof spec === 'string' ? spec : spec.kind;
      const value = totals[id] ?? null;
      const text = value === null ? '—' : kind === 'money' ? formatMoney(value) : formatNumber(value);
      const label = typeof spec === 'string' ? (columns.find((c) => c.id === id)?.header ?? id) : spec.label;
      return { id, label, text };
    }),
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3" data-testid="report-totals" role="group" aria-label="Итого">
      {items.map((item) => (
        <Box key={item.id} borderWidth="1px" borderRadius="md" px="3" py="2" data-total={item.id}>
          <Text fontSize="xs" color="fg.muted">
            {item.label}
          </Text>
          <Text fontWeight="semibold" fontSize="md">
            {item.text}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
