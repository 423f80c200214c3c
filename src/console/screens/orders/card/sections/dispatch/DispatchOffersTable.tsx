import { Badge, Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../../../../shared/format';
import type { OrderOffer } from '../../../../../../shared/schemas/orderOffers';
import { EMPTY_TEXT } from '../../../../../components/LoadState';

const STATUS_PALETTE: Record<OrderOffer['status'], string> = {
  pending: 'blue',
  accepted: 'green',
  rejected: 'red',
  expired: 'orange',
  cancelled: 'gray',
};

/** Every offer made for the order: to whom, with what priority, how it ended, when and by whom it was answered. */
export function DispatchOffersTable({ offers, timezone }: { offers: OrderOffer[]; timezone: string }) {
  if (offers.length === 0) return <Text color="fg.muted">{EMPTY_TEXT}</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="История предложений">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Партнёр</Table.ColumnHeader>
            <Table.ColumnHeader>Приоритет</Table.ColumnHeader>
            <Table.ColumnHeader>Статус</Table.ColumnHeader>
            <Table.ColumnHeader>Отправлено</Table.ColumnHeader>
            <Table.ColumnHeader>Ответ</Table.ColumnHeader>
            <Table.ColumnHeader>Кто ответил</Table.ColumnHeader>
            <Table.ColumnHeader>Комментарий</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {offers.map((o) => (
            <Table.Row key={o.id} data-testid="dispatch-offer">
              <Table.Cell>{o.partnerName}</Table.Cell>
              <Table.Cell>{o.priority}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[o.status]}>{o.statusName}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(o.createdDate, timezone)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(o.answeredDate, timezone)}</Table.Cell>
              <Table.Cell>{o.answeredByUserFio}</Table.Cell>
              <Table.Cell>{o.comment}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
