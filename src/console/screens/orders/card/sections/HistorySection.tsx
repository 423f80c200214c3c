import { Center, Spinner, Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../../../shared/format';
import type { OrderHistoryLine } from '../../../../../shared/schemas/orders/orderEntity';
import { fetchOrderHistory } from '../../../../api/ordersApi';
import { ErrorPanel } from '../../../../components/ErrorPanel';
import { useRemoteData } from '../../../../hooks/useRemoteData';
import type { OrderSectionProps } from '../orderSectionProps';

const loadHistory = async ({ orderId }: { orderId: number; version: number }): Promise<OrderHistoryLine[]> =>
  [...(await fetchOrderHistory(orderId))].sort((a, b) => b.createdDate - a.createdDate || b.id - a.id);

/** 'История' (GET /orders/{id}/history): newest first; read again whenever the order changes. */
export function HistorySection({ order }: OrderSectionProps) {
  const history = useRemoteData('orderCard.history', loadHistory, { orderId: order.id, version: order.updatedDate });
  if (history.failed && history.error)
    return <ErrorPanel title="Ошибка загрузки данных" error={history.error} onRetry={history.reload} />;
  if (!history.data)
    return (
      <Center py="6">
        <Spinner aria-label="Загрузка" />
      </Center>
    );
  if (history.data.length === 0) return <Text color="fg.muted">По Вашему запросу ничего не найдено</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="order-history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Дата</Table.ColumnHeader>
            <Table.ColumnHeader>Пользователь</Table.ColumnHeader>
            <Table.ColumnHeader>Событие</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.data.map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(line.createdDate)}</Table.Cell>
              <Table.Cell>{line.userFio ?? 'Система'}</Table.Cell>
              <Table.Cell>{line.text}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
