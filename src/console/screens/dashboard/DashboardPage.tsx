import { Heading, Stack } from '@chakra-ui/react';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import { IfAllowed } from '../../components/PermissionGate';
import { usePageTitle } from '../../components/usePageTitle';
import { PushBanner } from '../../push/PushBanner';
import { LastEventsPanel } from './LastEventsPanel';
import { LastNotificationsPanel } from './LastNotificationsPanel';
import { OffersPanel } from './OffersPanel';

/** Route '/': 'Рабочий стол' with a partner's offers, the last registered users and the last pushes. */
export default function DashboardPage() {
  usePageTitle('Рабочий стол');
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Рабочий стол
      </Heading>
      <PushBanner />
      {/* A partner's offers wait for an answer against the clock: first and full width. */}
      <IfAllowed operation={WIDGET_KEYS.orderOffers}>
        <OffersPanel />
      </IfAllowed>
      <IfAllowed operation={WIDGET_KEYS.lastEvents}>
        <LastEventsPanel />
      </IfAllowed>
      {/* The push history has six columns: a row of its own, so sent and failed counts are not cut off. */}
      <IfAllowed operation={WIDGET_KEYS.notifications}>
        <LastNotificationsPanel />
      </IfAllowed>
    </Stack>
  );
}
