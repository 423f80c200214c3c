import {
  ACT_EVENTS,
  type ActFacts,
  reconciliationActMachine,
} from '../../../machines/reconciliation/reconciliationActMachine';
import { describeLifecycle } from '../../model/lifecycleReplay';
import { actMoves } from '../../model/lifecycleTables';

// The reconciliation act's model suite (tests/model/lifecycleReplay.ts), walked once per outcome of its guard:
// with invoices in the act, and without. Only a finalized or deleted act is done.

const CASES: Record<string, ActFacts> = {
  'with invoices': { invoiceCount: 2 },
  'no invoices': { invoiceCount: 0 },
};

describeLifecycle(
  {
    name: 'reconciliationActMachine',
    machine: reconciliationActMachine,
    events: ACT_EVENTS,
    moves: actMoves,
    initial: 'draft',
    finals: ['finalized', 'deleted'],
  },
  CASES,
);
