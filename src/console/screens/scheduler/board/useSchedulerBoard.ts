import { useActorRef } from '@xstate/react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { appointmentChangeMachine } from '../../../../../machines/scheduler/appointmentChangeMachine';
import { type BoardQuery, schedulerBoardMachine } from '../../../../../machines/scheduler/schedulerBoardMachine';
import type { BoardChange } from '../../../../../machines/scheduler/schedulerBoardView';
import {
  type Appointment,
  TIMELINE_DEFAULT_SERVICE_ID,
} from '../../../../shared/schemas/scheduler/schedulerAppointments';
import {
  createAppointment,
  deleteAppointment,
  findSchedulerDay,
  findSchedulerTimeline,
  moveAppointment,
  stretchAppointment,
  updateAppointment,
} from '../../../api/schedulerApi';
import { inspect } from '../../../debug/inspector';

// The board chart wired to the API (the one place its effects come in): loadBoard reads the day or the timeline,
// commitChange sends one change by its kind. The views read slices of it.

const loadBoard = (query: BoardQuery) =>
  query.view === 'timeline'
    ? findSchedulerTimeline({
        partnerOfficeId: query.partnerOfficeId,
        fromDate: query.fromDate,
        toDate: query.toDate,
        serviceId: query.serviceId ?? TIMELINE_DEFAULT_SERVICE_ID,
      })
    : findSchedulerDay({ partnerOfficeId: query.partnerOfficeId, fromDate: query.fromDate, toDate: query.toDate });

async function commitChange(change: BoardChange): Promise<Appointment | null> {
  switch (change.kind) {
    case 'create':
      return createAppointment(change.draft);
    case 'move':
      return moveAppointment(change.appointmentId, {
        newOfficePostId: change.newOfficePostId,
        newReserveDateTime: change.newStart,
      });
    case 'stretch':
      return stretchAppointment(change.appointmentId, { startDate: change.startDate, endDate: change.endDate });
    case 'update':
      return updateAppointment(change.appointmentId, change.patch);
    case 'delete':
      await deleteAppointment(change.appointmentId);
      return null;
  }
}

const boardLogic = schedulerBoardMachine.provide({
  actors: {
    loadBoard: fromPromise(({ input }: { input: BoardQuery }) => loadBoard(input)),
    appointmentChange: appointmentChangeMachine.provide({
      actors: { commitChange: fromPromise(({ input }: { input: BoardChange }) => commitChange(input)) },
    }),
  },
});

export type SchedulerBoardRef = ActorRefFrom<typeof schedulerBoardMachine>;

/** The board actor of a screen (BoardView sends it the query to load). */
export function useSchedulerBoard(systemId: string): SchedulerBoardRef {
  return useActorRef(boardLogic, { inspect, systemId });
}
