import { Badge } from '@chakra-ui/react';
import { TRAVEL_POLICY_STATE_NAMES } from '../../../../../machines/travel/travelPolicyMachine';
import type { TravelPolicyState } from '../../../../shared/lifecycleStates';

const PALETTE: Record<TravelPolicyState, string> = {
  draft: 'gray',
  issued: 'blue',
  paid: 'teal',
  active: 'green',
  expired: 'purple',
  annulled: 'red',
};

/** The policy's state by the chart's Russian name, coloured by where it stands in its life. */
export function PolicyStateBadge({ state }: { state: TravelPolicyState }) {
  return (
    <Badge colorPalette={PALETTE[state]} data-testid="policy-state">
      {TRAVEL_POLICY_STATE_NAMES[state]}
    </Badge>
  );
}
