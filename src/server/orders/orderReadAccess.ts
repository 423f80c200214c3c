import type { AccessRule } from '../auth/routeAccess';

// Who may read orders: every screen that lists or opens them, and the client card's 'Заявки' tab.

const READING_KEYS = [
  'orders.active',
  'orders.archive',
  'orders.view',
  'orders.find.by.values',
  'tire.fitting',
  'tire.fitting.order',
  'loss.adjustment',
  'loss.adjustment.order',
  'orders.evacuator',
  'evacuator.orders',
  'avarcom.orders',
  'tavarcom.orders',
  'reference.person.card',
];

export const ORDER_READ: AccessRule[] = READING_KEYS.map((operation) => ({ operation }));
