import { Badge, Link as ChakraLink, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import { REF_VALUE_IDS } from '../../../../shared/referenceIds';
import type { OrderEntity } from '../../../../shared/schemas/orders/orderEntity';
import { Notice } from '../../../components/Notice';
import { formatPhone } from '../../clients/clientDisplay';

interface Props {
  order: OrderEntity;
  /** Someone else holds the order. */
  heldByOthers: boolean;
  /** 'Взять в работу', 'Сменить статус'...: the card's actions. */
  actions: ReactNode;
}

const statusPalette = (statusId: number) =>
  statusId === REF_VALUE_IDS.orderStatusCancelled
    ? 'red'
    : statusId === REF_VALUE_IDS.orderStatusArchive
      ? 'gray'
      : 'blue';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap="0" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="div">{children || '—'}</Text>
    </Stack>
  );
}

/** The card's head: number, status, service, client, vehicle, dates, cost, partner and office; who holds it. */
export function OrderCardHeader({ order, heldByOthers, actions }: Props) {
  const vehicle = [order.vehicleNumber, order.vehicleMakeTitle, order.vehicleModelTitle].filter(Boolean).join(' ');
  const partner = [order.partnerName, order.officeName].filter(Boolean).join(' / ');
  return (
    <Stack gap="3" data-testid="order-card-header">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="xl" data-testid="order-number">
            Заявка № {order.number}
          </Heading>
          <Badge size="lg" colorPalette={statusPalette(order.statusRefValueId)} data-testid="order-status">
            {order.statusRefValueName ?? order.statusRefValueId}
          </Badge>
        </Flex>
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      </Flex>
      {order.blockedByUserId !== null && (
        <Notice
          status={heldByOthers ? 'warning' : 'info'}
          data-testid="order-block-banner"
          title={
            heldByOthers
              ? `Заявка заблокирована пользователем ${order.blockedByUserFio ?? ''}. Изменения невозможны.`
              : `Заявка в работе у вас с ${formatDateTime(order.blockedDate)}`
          }
        />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <Item label="Сервис" testId="order-service">
          {order.serviceName}
        </Item>
        <Item label="Клиент" testId="order-client-link">
          <ChakraLink asChild color="blue.700">
            <Link href={`/client/${order.clientId}/`}>{order.clientFio ?? `Клиент № ${order.clientId}`}</Link>
          </ChakraLink>
          {order.clientPhone && <Text fontSize="sm">{formatPhone(order.clientPhone)}</Text>}
        </Item>
        <Item label="Автомобиль" testId="order-vehicle-link">
          {order.vehicleId !== null && (
            <ChakraLink asChild color="blue.700">
              <Link href={`/vehicle/${order.vehicleId}/`}>{vehicle || `Автомобиль № ${order.vehicleId}`}</Link>
            </ChakraLink>
          )}
        </Item>
        <Item label="Создана" testId="order-created">
          {formatDateTime(order.createdDate)}
          {order.userFio && <Text fontSize="sm">{order.userFio}</Text>}
        </Item>
        <Item label="Стоимость" testId="order-cost">
          {order.cost !== null && `${formatMoney(order.cost)}${order.isPaid ? ' (оплачена)' : ''}`}
        </Item>
        <Item label="Партнёр / офис" testId="order-partner">
          {partner}
        </Item>
        {order.plannedDate !== null && (
          <Item label="Плановая дата" testId="order-planned">
            {formatDateTime(order.plannedDate)}
          </Item>
        )}
        {order.parentOrderId !== null && (
          <Item label="Основная заявка" testId="order-parent">
            <ChakraLink asChild color="blue.700">
              <Link href={`/orders/${order.parentOrderId}`}>Заявка {order.parentOrderId}</Link>
            </ChakraLink>
          </Item>
        )}
      </SimpleGrid>
    </Stack>
  );
}
