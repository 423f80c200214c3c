import { SimpleGrid } from '@chakra-ui/react';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import { useAllowed } from '../../../../session/useSession';
import { OrderUserList } from '../OrderUserList';
import type { OrderSectionProps } from '../orderSectionProps';

/** 'Ответственные': the order's responsible users, revision executors and revision editors. */
export function ResponsiblesSection({ order, readOnly }: OrderSectionProps) {
  const canAdd = useAllowed(WIDGET_KEYS.orderResponsibles, ['permissionInsert']) && !readOnly;
  const canRemove = useAllowed(WIDGET_KEYS.orderResponsibles, ['permissionDelete']) && !readOnly;
  const rights = { orderId: order.id, canAdd, canRemove };
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
      <OrderUserList {...rights} userRole="order_responsibles" title="Ответственные" />
      <OrderUserList {...rights} userRole="revision_executors" title="Исполнители доработки" />
      <OrderUserList {...rights} userRole="revision_editors" title="Редакторы доработки" />
    </SimpleGrid>
  );
}
