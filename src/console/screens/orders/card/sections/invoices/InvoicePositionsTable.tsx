import { Table, Text } from '@chakra-ui/react';
import { formatMoney } from '../../../../../../shared/format';
import type { InvoicePosition } from '../../../../../../shared/schemas/invoice';
import { EMPTY_TEXT } from '../../../../../components/LoadState';

/** The invoice's positions as the server computed them. */
export function InvoicePositionsTable({ positions }: { positions: InvoicePosition[] }) {
  if (positions.length === 0) return <Text color="fg.muted">{EMPTY_TEXT}</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Позиции счёта">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Наименование</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Кол-во</Table.ColumnHeader>
            <Table.ColumnHeader>Ед.</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Цена</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Скидка</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Со скидкой</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {positions.map((p) => (
            <Table.Row key={p.id} data-testid="invoice-position">
              <Table.Cell>{p.name}</Table.Cell>
              <Table.Cell textAlign="end">{p.quantity}</Table.Cell>
              <Table.Cell>{p.unit}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(p.currentPrice)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(p.discount)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(p.amount)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(p.discountedAmount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
