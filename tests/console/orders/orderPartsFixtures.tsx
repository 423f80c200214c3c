import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OrderSectionProps } from '../../../src/console/screens/orders/card/orderSectionProps';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';

// What the order-part section tests share: an order (only the fields the sections read) and the render of a
// section in Chakra and a memory router.

export const ORDER = {
  id: 7,
  number: '2611-001007',
  officeId: 3,
  timezone: 'Europe/Moscow',
  serviceId: 902,
} as OrderEntity;

export function renderSection(Section: ComponentType<OrderSectionProps>, props: Partial<OrderSectionProps> = {}) {
  const location = memoryLocation({ path: '/orders/7' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <Section order={ORDER} readOnly={false} onOrderChanged={() => {}} {...props} />
      </Router>
    </ChakraProvider>,
  );
}

/** An axios-like answer. */
export const answer = <T,>(data: T) => Promise.resolve({ data, headers: {} });
