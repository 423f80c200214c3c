import type { ComponentType } from 'react';
import { lazyScreen } from '../components/lazyScreen';

// Screens built so far, each its own chunk. A screen not listed here shows its title and the pending panel.
export const SCREEN_COMPONENTS: Record<string, ComponentType<{ title: string }>> = {
  '/': lazyScreen(() => import('../screens/dashboard/DashboardPage')),
  '/mail/outbox': lazyScreen(() => import('../screens/mail/MailOutboxPage')),
  '/users': lazyScreen(() => import('../screens/users/UsersPage')),
  '/universalreference': lazyScreen(() => import('../screens/references/UniversalReferencePage')),
  '/kit': lazyScreen(() => import('../screens/kit/KitPage')),
};

export const PendingScreen = lazyScreen(() => import('../screens/PendingScreen'));
