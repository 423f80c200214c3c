import { fromPromise, sendParent, setup } from 'xstate';
import type { Appointment } from '../../src/shared/schemas/scheduler/schedulerAppointments';
import type { BoardChange } from './schedulerBoardView';

// One optimistic change of the scheduler board (create, move, stretch, update, delete): the board shows it at once
// and spawns this actor to send it to the server. It ends confirmed, with the appointment as stored, or rolled back,
// with the server's message; either way it tells the board, which folds or drops the change.
//
//   pending ──server accepts──▶ confirmed
//      └─────server refuses──▶ rolledBack

export interface AppointmentChangeInput {
  changeId: string;
  change: BoardChange;
}

/** What the change tells the board when it ends. */
export type AppointmentChangeReport =
  | { type: 'change.confirmed'; changeId: string; result: Appointment | null }
  | { type: 'change.rolledBack'; changeId: string; message: string };

const messageOf = (error: unknown) => (error as { message?: string })?.message || 'Не удалось сохранить изменение';

export const appointmentChangeMachine = setup({
  types: { context: {} as AppointmentChangeInput, input: {} as AppointmentChangeInput },
  actors: {
    /** The server call for the change; resolves with the stored appointment (null after a delete). */
    commitChange: fromPromise<Appointment | null, BoardChange>(async () => {
      throw new Error('commitChange is provided by the API wiring');
    }),
  },
}).createMachine({
  id: 'appointmentChange',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      tags: ['pending'],
      invoke: {
        src: 'commitChange',
        input: ({ context }) => context.change,
        onDone: {
          target: 'confirmed',
          actions: sendParent(
            ({ context, event }): AppointmentChangeReport => ({
              type: 'change.confirmed',
              changeId: context.changeId,
              result: event.output,
            }),
          ),
        },
        onError: {
          target: 'rolledBack',
          actions: sendParent(
            ({ context, event }): AppointmentChangeReport => ({
              type: 'change.rolledBack',
              changeId: context.changeId,
              message: messageOf(event.error),
            }),
          ),
        },
      },
    },
    confirmed: { type: 'final' },
    rolledBack: { type: 'final' },
  },
});
