import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';

// What the order screens' tests share: an order as the server answers it and the render in a memory router.

export const order = (id: number, patch: Partial<OrderEntity> = {}): OrderEntity => ({
  id,
  number: `2611-00${1000 + id}`,
  createdDate: 1_763_000_000 - id * 3_600,
  updatedDate: 1_763_000_000,
  statusRefValueId: 9012,
  statusRefValueName: 'В работе',
  serviceId: 69,
  serviceName: 'Шиномонтаж',
  clientId: 5,
  clientFio: 'Иванов Иван Иванович',
  clientPhone: '+79161234567',
  vehicleId: 3,
  vehicleNumber: 'А123ВС77',
  vehicleMakeTitle: 'Kia',
  vehicleModelTitle: 'Rio',
  partnerId: 2,
  partnerName: 'Шинный центр «Колесо»',
  officeId: 3,
  officeName: 'Колесо в Химках',
  userId: 1,
  userFio: 'Администраторов Александр Иванович',
  cost: 2500,
  isPaid: false,
  address: null,
  fiasId: null,
  description: null,
  plannedDate: null,
  timezone: 'Europe/Moscow',
  storedObjectRefValueId: null,
  tires: null,
  rims: null,
  cancelReasonRefValueId: null,
  refusalReasonRefValueId: null,
  refusalComment: null,
  outsideRingRoadDistance: null,
  specificValues: {},
  specificRefValues: {},
  diameterWheelRefValueName: null,
  tireCount: null,
  carmenLeadId: null,
  maId: null,
  parentOrderId: null,
  blockedByUserId: null,
  blockedByUserFio: null,
  blockedDate: null,
  deletedDate: null,
  ...patch,
});

/** Renders `element` at `path` in a memory router; `location.history` records where it navigated. */
export function renderInRouter(path: string, element: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {element}
      </Router>
    </ChakraProvider>,
  );
  return { ...view, user, location };
}

export const rows = (container: ParentNode = document) =>
  [...container.querySelectorAll('[data-testid="table-row"]')] as HTMLElement[];
