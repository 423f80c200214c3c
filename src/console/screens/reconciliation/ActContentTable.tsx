import { Checkbox, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { formatDateTime, formatMoney } from '../../../shared/format';
import type { ActInvoice } from '../../../shared/schemas/reconciliation';
import { EMPTY_TEXT } from '../../components/LoadState';

interface Props {
  content: ActInvoice[];
  /** Ticked to leave the act; without onToggle there are no boxes. */
  selected: number[];
  onToggle?: (invoiceId: number, on: boolean) => void;
}

/** The act's invoices: invoice, order (a link to its card), client, service, sums, paid date. */
export function ActContentTable({ content, selected, onToggle }: Props) {
  if (content.length === 0) return <Text color="fg.muted">{EMPTY_TEXT}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label="Счета акта">
        <Table.Header>
          <Table.Row>
            {onToggle && <Table.ColumnHeader w="1" />}
            <Table.ColumnHeader>Счёт №</Table.ColumnHeader>
            <Table.ColumnHeader>Заявка №</Table.ColumnHeader>
            <Table.ColumnHeader>Клиент</Table.ColumnHeader>
            <Table.ColumnHeader>Услуга</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Оплачено</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Комиссия</Table.ColumnHeader>
            <Table.ColumnHeader>Дата оплаты</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {content.map((i) => (
            <Table.Row key={i.invoiceId} data-testid="act-invoice">
              {onToggle && (
                <Table.Cell>
                  <Checkbox.Root
                    size="sm"
                    checked={selected.includes(i.invoiceId)}
                    onCheckedChange={(e) => onToggle(i.invoiceId, e.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={`Выбрать счёт ${i.invoiceNumber}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              )}
              <Table.Cell>{i.invoiceNumber}</Table.Cell>
              <Table.Cell>
                <Link asChild color="blue.700" textDecoration="underline">
                  <RouterLink href={`/orders/${i.orderId}`}>{i.orderNumber}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{i.clientFio}</Table.Cell>
              <Table.Cell>{i.serviceName}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(i.totalAmount)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(i.paidAmount)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(i.feeAmount)}</Table.Cell>
              <Table.Cell>{formatDateTime(i.paidDate)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
