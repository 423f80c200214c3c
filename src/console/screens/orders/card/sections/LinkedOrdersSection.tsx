import { Center, Link as ChakraLink, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { formatDateTime, formatMoney } from '../../../../../shared/format';
import type { OrderEntity } from '../../../../../shared/schemas/orders/orderEntity';
import { findOrders } from '../../../../api/ordersApi';
import { ErrorPanel } from '../../../../components/ErrorPanel';
import { useRemoteData } from '../../../../hooks/useRemoteData';
import type { OrderSectionProps } from '../orderSectionProps';

const loadLinked = async (parentOrderId: number): Promise<OrderEntity[]> =>
  (await findOrders({ parentOrderId, scope: 'all', offset: 0, size: 100, sortField: 'createdDate', sortOrder: 'DESC' }))
    .orders;

/** 'Связанные заявки': the order this one was created from, and the orders created from this one. */
export function LinkedOrdersSection({ order }: OrderSectionProps) {
  const linked = useRemoteData('orderCard.linked', loadLinked, order.id);
  return (
    <Stack gap="4">
      {order.parentOrderId !== null && (
        <Text data-testid="parent-order">
          Создана из заявки{' '}
          <ChakraLink asChild color="blue.700">
            <Link href={`/orders/${order.parentOrderId}`}>№ {order.parentOrderId}</Link>
          </ChakraLink>
        </Text>
      )}
      {linked.failed && linked.error ? (
        <ErrorPanel title="Ошибка загрузки данных" error={linked.error} onRetry={linked.reload} />
      ) : !linked.data ? (
        <Center py="6">
          <Spinner aria-label="Загрузка" />
        </Center>
      ) : linked.data.length === 0 ? (
        <Text color="fg.muted">По Вашему запросу ничего не найдено</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="linked-orders">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Номер</Table.ColumnHeader>
                <Table.ColumnHeader>Создана</Table.ColumnHeader>
                <Table.ColumnHeader>Сервис</Table.ColumnHeader>
                <Table.ColumnHeader>Статус</Table.ColumnHeader>
                <Table.ColumnHeader>Стоимость</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {linked.data.map((o) => (
                <Table.Row key={o.id}>
                  <Table.Cell>
                    <ChakraLink asChild color="blue.700">
                      <Link href={`/orders/${o.id}`}>{o.number}</Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(o.createdDate)}</Table.Cell>
                  <Table.Cell>{o.serviceName}</Table.Cell>
                  <Table.Cell>{o.statusRefValueName}</Table.Cell>
                  <Table.Cell>{formatMoney(o.cost)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
