import { Tabs } from '@chakra-ui/react';
import { useMemo } from 'react';
import { isAllowed } from '../../../../shared/permissions';
import type { OrderEntity, OrderSaveInput } from '../../../../shared/schemas/orders/orderEntity';
import { updateOrder } from '../../../api/ordersApi';
import { CardTabs } from '../../../components/CardTabs';
import { useTabSearchParam } from '../../../components/useTabSearchParam';
import { usePermissions } from '../../../session/useSession';
import { OrderForm } from '../form/OrderForm';
import { ORDER_CARD_SECTIONS } from './orderCardSections';

export const ORDER_FORM_TAB = { value: 'order', label: 'Заявка' } as const;

interface Props {
  order: OrderEntity;
  readOnly: boolean;
  /** /orders/:code/:command: the section the link names, when the URL has no ?tab=. */
  command?: string;
  onOrderChanged: () => void;
  onSaved: (order: OrderEntity) => void;
}

/**
 * 'Заявка' (the form), then the sections the user may see for this service. The chosen tab lives in ?tab=,
 * replaced rather than pushed (Back leaves the card); a tab is mounted when first opened and kept.
 */
export function OrderCardTabs({ order, readOnly, command, onOrderChanged, onSaved }: Props) {
  const permissions = usePermissions();
  const sections = useMemo(
    () =>
      ORDER_CARD_SECTIONS.filter(
        (s) =>
          (!s.operation || isAllowed(permissions, s.operation)) &&
          (!s.services || s.services.includes(order.serviceId)) &&
          (!s.shownFor || s.shownFor(order)),
      ),
    [permissions, order],
  );
  const tabs = useMemo(() => [ORDER_FORM_TAB, ...sections], [sections]);
  const [current, choose] = useTabSearchParam(
    tabs.map((t) => t.value),
    ORDER_FORM_TAB.value,
    command,
  );

  return (
    <CardTabs tabs={tabs} value={current} onValueChange={choose} testId="order-card-tabs">
      <Tabs.Content value={ORDER_FORM_TAB.value} pt="4">
        <OrderForm
          order={order}
          readOnly={readOnly}
          submitLabel="Сохранить"
          submit={(body: OrderSaveInput) => updateOrder(order.id, body)}
          onSaved={onSaved}
          onConflict={onOrderChanged}
        />
      </Tabs.Content>
      {sections.map((s) => (
        <Tabs.Content key={s.value} value={s.value} pt="4">
          <s.Component order={order} readOnly={readOnly} onOrderChanged={onOrderChanged} />
        </Tabs.Content>
      ))}
    </CardTabs>
  );
}
