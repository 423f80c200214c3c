import { Badge, Table } from '@chakra-ui/react';
import { formatDateTime, formatMoney } from '../../../../../../shared/format';
import { type InvoicePayment, PAYMENT_METHOD_NAMES as METHOD_NAMES } from '../../../../../../shared/schemas/invoice';

/** The invoice's payments; a retracted one stays, struck through and marked 'отменён'. */
export function InvoicePaymentsTable({ payments, timezone }: { payments: InvoicePayment[]; timezone: string }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Платежи по счёту">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Дата</Table.ColumnHeader>
            <Table.ColumnHeader>Операция</Table.ColumnHeader>
            <Table.ColumnHeader>Способ</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Бонусами</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Начислено бонусов</Table.ColumnHeader>
            <Table.ColumnHeader>Кто</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((p) => {
            const retracted = p.retractedDate !== null;
            return (
              <Table.Row
                key={p.id}
                data-testid="invoice-payment"
                textDecoration={retracted ? 'line-through' : undefined}
                color={retracted ? 'fg.muted' : undefined}
              >
                <Table.Cell>{formatDateTime(p.createdDate, timezone)}</Table.Cell>
                <Table.Cell>{p.operationName}</Table.Cell>
                <Table.Cell>{METHOD_NAMES[p.method]}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(p.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{p.bonusSpent}</Table.Cell>
                <Table.Cell textAlign="end">{p.bonusReceived}</Table.Cell>
                <Table.Cell>{p.createdByUserFio ?? ''}</Table.Cell>
                <Table.Cell>
                  {retracted ? (
                    <Badge colorPalette="red" textDecoration="none">
                      отменён
                    </Badge>
                  ) : (
                    p.method === 'account' &&
                    p.affirmedDate === null && <Badge colorPalette="orange">ожидает подтверждения</Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
