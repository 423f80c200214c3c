import {
  TRAVEL_POLICY_EVENTS,
  type TravelPolicyFacts,
  travelPolicyMachine,
} from '../../../machines/travel/travelPolicyMachine';
import { describeLifecycle } from '../../model/lifecycleReplay';
import { travelPolicyMoves } from '../../model/lifecycleTables';

// The travel policy's model suite (tests/model/lifecycleReplay.ts), walked once per outcome of each of its calendar
// guards. Only an expired or annulled policy is done.

const T = '2030-06-10';
// One walk has one today, while a policy is issued before its start and expires after its end: only a period that
// starts today and ended before it lets one walk issue, activate and expire. The other cases are real calendars.
const CASES: Record<string, TravelPolicyFacts> = {
  // Issued; a paid policy is annulled, not activated.
  'before the trip': { today: T, startDate: '2030-06-17', endDate: '2030-06-26' },
  // Issued and activated; a paid policy is no longer annulled; active, it does not expire yet.
  'starts today': { today: T, startDate: T, endDate: '2030-06-19' },
  // The trip has begun: a draft is not issued.
  'under way': { today: T, startDate: '2030-06-07', endDate: '2030-06-15' },
  // Issued, activated and expired in one walk.
  'starts today, its end passed': { today: T, startDate: T, endDate: '2030-06-09' },
};

describeLifecycle(
  {
    name: 'travelPolicyMachine',
    machine: travelPolicyMachine,
    events: TRAVEL_POLICY_EVENTS,
    moves: travelPolicyMoves,
    initial: 'draft',
    finals: ['expired', 'annulled'],
  },
  CASES,
);
