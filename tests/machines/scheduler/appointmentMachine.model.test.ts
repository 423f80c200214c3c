import { APPOINTMENT_EVENTS, appointmentMachine } from '../../../machines/scheduler/appointmentMachine';
import { describeLifecycle } from '../../model/lifecycleReplay';
import { appointmentMoves } from '../../model/lifecycleTables';

// The appointment's model suite (tests/model/lifecycleReplay.ts): its chart reads no facts, so one walk takes every
// move. Only a deleted appointment is done. tests/server/scheduler/appointmentLifecycle.model.test.ts replays the same
// table over HTTP.

describeLifecycle(
  {
    name: 'appointmentMachine',
    machine: appointmentMachine,
    events: APPOINTMENT_EVENTS,
    moves: appointmentMoves,
    initial: 'booked',
    finals: ['deleted'],
  },
  { '(no facts)': {} },
);
