import {
  TRAVEL_PAYMENT_EVENTS,
  type TravelPaymentFacts,
  travelPaymentMachine,
} from '../../../machines/travel/travelPaymentMachine';
import { describeLifecycle } from '../../model/lifecycleReplay';
import { travelPaymentMoves } from '../../model/lifecycleTables';

// The travel payment's model suite (tests/model/lifecycleReplay.ts), walked once per outcome of each guard: the
// invoice uploaded or missing, the policy's money refundable or not. Only a refunded or deleted payment is done.

const CASES: Record<string, TravelPaymentFacts> = {
  'invoice uploaded, refundable': { invoiceMissing: false, policyRefundable: true },
  'no invoice': { invoiceMissing: true, policyRefundable: true },
  'not refundable': { invoiceMissing: false, policyRefundable: false },
};

describeLifecycle(
  {
    name: 'travelPaymentMachine',
    machine: travelPaymentMachine,
    events: TRAVEL_PAYMENT_EVENTS,
    moves: travelPaymentMoves,
    initial: 'registered',
    finals: ['refunded', 'deleted'],
  },
  CASES,
);
