import { Heading, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { SERVICE_IDS } from '../../../shared/constants';
import type { OrderEntity } from '../../../shared/schemas/orders/orderEntity';
import { createOrder } from '../../api/ordersApi';
import { usePageTitle } from '../../components/usePageTitle';
import { OrderForm } from './form/OrderForm';

/** Where a new order of each creation route opens: the card route of the same kind. */
const KINDS = [
  { path: '/tire/fitting/order', serviceId: SERVICE_IDS.tireFitting, cardPath: '/tire/fitting/order' },
  { path: '/loss/adjustment/order', serviceId: SERVICE_IDS.lossAdjustment, cardPath: '/loss/adjustment/order' },
] as const;

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /orders/create/ (any service, ?serviceId= and ?clientId= preset), /tire/fitting/order (service 69) and
 * /loss/adjustment/order (service 902): the order form with status 'Новая'; 'Создать' posts it and opens the card.
 */
export default function OrderCreatePage({ title }: { title: string }) {
  const [location, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [params] = useSearchParams();
  usePageTitle(title);
  const kind = KINDS.find((k) => location.replace(/\/$/, '') === k.path);
  const preset = {
    serviceId: kind?.serviceId ?? positive(params.get('serviceId')),
    clientId: positive(params.get('clientId')),
  };
  const opened = (order: OrderEntity) => navigateRef.current(`${kind?.cardPath ?? '/orders'}/${order.id}`);

  return (
    <Stack gap="5" data-testid="order-create">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <OrderForm
        order={null}
        preset={preset}
        readOnly={false}
        submitLabel="Создать"
        submit={createOrder}
        onSaved={opened}
      />
    </Stack>
  );
}
