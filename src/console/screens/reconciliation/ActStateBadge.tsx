import { Badge } from '@chakra-ui/react';
import type { ActState } from '../../../shared/lifecycleStates';

const PALETTE: Record<ActState, string> = {
  draft: 'gray',
  ratified: 'blue',
  rejected: 'red',
  verified: 'purple',
  finalized: 'green',
  deleted: 'gray',
};

/** The act's state as the server names it, coloured by where it stands in the chart. */
export function ActStateBadge({ state, name }: { state: ActState; name: string }) {
  return (
    <Badge colorPalette={PALETTE[state]} data-testid="act-state">
      {name}
    </Badge>
  );
}
