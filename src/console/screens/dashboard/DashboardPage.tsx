import { Box, Heading, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import { IfAllowed } from '../../components/PermissionGate';
import { usePageTitle } from '../../components/usePageTitle';
import { PushBanner } from '../../push/PushBanner';
import { useAllowed } from '../../session/useSession';
import { LastEventsPanel } from './LastEventsPanel';
import { LastNotificationsPanel } from './LastNotificationsPanel';
import { OffersPanel } from './OffersPanel';

/** Route '/': 'Рабочий стол' with a partner's offers, the last registered users and the last pushes. */
export default function DashboardPage() {
  usePageTitle('Рабочий стол');
  const withOffers = useAllowed(WIDGET_KEYS.orderOffers);
  const [offersSettled, setOffersSettled] = useState(false);
  const settleOffers = useCallback(() => setOffersSettled(true), []);
  // The offers panel grows from its spinner to its list when the list comes: the panels below stay invisible (in
  // place, not announced) until then, so they never jump down under the reader's eyes (layout shift, Lighthouse CLS).
  const holdBelow = withOffers && !offersSettled;
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Рабочий стол
      </Heading>
      <PushBanner />
      {/* A partner's offers wait for an answer against the clock: first and full width. */}
      <IfAllowed operation={WIDGET_KEYS.orderOffers}>
        <OffersPanel onSettled={settleOffers} />
      </IfAllowed>
      {/* display: contents keeps the panels items of the stack (its gap); visibility passes down to them. */}
      <Box display="contents" visibility={holdBelow ? 'hidden' : undefined} data-testid="dashboard-below-offers">
        <IfAllowed operation={WIDGET_KEYS.lastEvents}>
          <LastEventsPanel />
        </IfAllowed>
        {/* The push history has six columns: a row of its own, so sent and failed counts are not cut off. */}
        <IfAllowed operation={WIDGET_KEYS.notifications}>
          <LastNotificationsPanel />
        </IfAllowed>
      </Box>
    </Stack>
  );
}
