import { INVOICE_EVENTS, type InvoiceFacts, invoiceMachine } from '../../../machines/invoices/invoiceMachine';
import { describeLifecycle } from '../../model/lifecycleReplay';
import { invoiceMoves } from '../../model/lifecycleTables';

// The invoice chart's model suite (tests/model/lifecycleReplay.ts), walked once per outcome of its guard: with
// positions to pay, and without. Only a closed invoice is done.

const CASES: Record<string, InvoiceFacts> = {
  'with positions': { positionsCount: 2 },
  'no positions': { positionsCount: 0 },
};

describeLifecycle(
  {
    name: 'invoiceMachine',
    machine: invoiceMachine,
    events: INVOICE_EVENTS,
    moves: invoiceMoves,
    initial: 'draft',
    finals: ['closed'],
  },
  CASES,
);
