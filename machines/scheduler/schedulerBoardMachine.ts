import { type ActorRefFrom, assign, fromPromise, setup, stopChild } from 'xstate';
import type {
  Appointment,
  AppointmentDraft,
  AppointmentPatch,
  SchedulerConfig,
} from '../../src/shared/schemas/scheduler/schedulerAppointments';
import { type AppointmentChangeReport, appointmentChangeMachine } from './appointmentChangeMachine';
import { type BoardChange, boardView, confirmChange, type PendingChange } from './schedulerBoardView';

// The scheduler board, with optimistic moves and rollback: the day view (posts as columns) and the timeline (posts as
// rows, days across) load the scheduler config, then every change applies at once and is sent by its own child actor
// (machines/scheduler/appointmentChangeMachine: pending -> confirmed | rolledBack). Several changes may be pending; a
// refused one is dropped alone, the board shows the server's message, and the other pending changes stay applied.
//
//   idle ──board.load──▶ loading ──▶ ready ◀──▶ (changes pending as children)
//                          └──────▶ failed ──board.reload──▶ loading

export type BoardViewKind = 'day' | 'timeline';

export interface BoardQuery {
  view: BoardViewKind;
  partnerOfficeId: number;
  /** yyyy-MM-dd in the office's zone; toDate inclusive. */
  fromDate: string;
  toDate: string;
  /** The timeline's service (61 by default); the day view shows every post. */
  serviceId?: number;
}

type ChangeActor = ActorRefFrom<typeof appointmentChangeMachine>;

export interface SchedulerBoardContext {
  query: BoardQuery | null;
  config: SchedulerConfig | null;
  /** The appointments as the server last confirmed them. */
  base: Appointment[];
  pending: (PendingChange & { ref: ChangeActor })[];
  /**
   * The newest refusal with the change refused; `seq` lets the view toast each one once (and reopen a refused create).
   */
  lastError: { seq: number; message: string; change: BoardChange } | null;
  loadError: string | null;
  seq: number;
}

export type SchedulerBoardEvent =
  | { type: 'board.load'; query: BoardQuery }
  | { type: 'board.reload' }
  | { type: 'board.create'; draft: AppointmentDraft }
  | { type: 'board.move'; appointmentId: number; newOfficePostId: number; newStart: number }
  | { type: 'board.stretch'; appointmentId: number; startDate: number; endDate: number }
  | { type: 'board.update'; appointmentId: number; patch: AppointmentPatch }
  | { type: 'board.delete'; appointmentId: number }
  /** The server's appointment after an action outside the board's changes (a new order, a file). */
  | { type: 'board.replace'; appointment: Appointment }
  | AppointmentChangeReport;

const MINUTE = 60;
const defaultDuration = (context: SchedulerBoardContext) => (context.config?.appointmentDefaultDuration ?? 30) * MINUTE;

/** The appointments the board shows now: the base with every pending change applied. */
export const selectBoardAppointments = (context: SchedulerBoardContext) =>
  boardView(context.base, context.pending, defaultDuration(context));

function changeOf(event: SchedulerBoardEvent, context: SchedulerBoardContext): BoardChange | null {
  switch (event.type) {
    case 'board.create': {
      const post = context.config?.posts.find((p) => p.id === event.draft.officePostId);
      return { kind: 'create', tempId: -(context.seq + 1), draft: event.draft, postName: post?.name ?? '' };
    }
    case 'board.move':
      return {
        kind: 'move',
        appointmentId: event.appointmentId,
        newOfficePostId: event.newOfficePostId,
        newStart: event.newStart,
      };
    case 'board.stretch':
      return {
        kind: 'stretch',
        appointmentId: event.appointmentId,
        startDate: event.startDate,
        endDate: event.endDate,
      };
    case 'board.update':
      return { kind: 'update', appointmentId: event.appointmentId, patch: event.patch };
    case 'board.delete':
      return { kind: 'delete', appointmentId: event.appointmentId };
    default:
      return null;
  }
}

export const schedulerBoardMachine = setup({
  types: { context: {} as SchedulerBoardContext, events: {} as SchedulerBoardEvent },
  actors: {
    loadBoard: fromPromise<SchedulerConfig, BoardQuery>(async () => {
      throw new Error('loadBoard is provided by the API wiring');
    }),
    appointmentChange: appointmentChangeMachine,
  },
  guards: {
    /** A change needs a confirmed appointment: one still being created has no server id to send yet. */
    isKnownAppointment: ({ context, event }) => {
      if (!('appointmentId' in event)) return true;
      return event.appointmentId > 0 && selectBoardAppointments(context).some((a) => a.id === event.appointmentId);
    },
  },
  actions: {
    startChange: assign(({ context, event, spawn }) => {
      const change = changeOf(event, context);
      if (!change) return {};
      const id = `change-${context.seq + 1}`;
      const ref = spawn('appointmentChange', { id, input: { changeId: id, change } });
      return { seq: context.seq + 1, pending: [...context.pending, { id, change, ref }] };
    }),
    confirm: assign(({ context, event }) => {
      if (event.type !== 'change.confirmed') return {};
      const done = context.pending.find((p) => p.id === event.changeId);
      if (!done) return {};
      return {
        base: confirmChange(context.base, done.change, event.result),
        pending: context.pending.filter((p) => p !== done),
      };
    }),
    rollBack: assign(({ context, event }) => {
      if (event.type !== 'change.rolledBack') return {};
      const refused = context.pending.find((p) => p.id === event.changeId);
      if (!refused) return {};
      return {
        pending: context.pending.filter((p) => p !== refused),
        seq: context.seq + 1,
        lastError: { seq: context.seq + 1, message: event.message, change: refused.change },
      };
    }),
    stopFinished: stopChild(({ event }) => ('changeId' in event ? event.changeId : '')),
    replace: assign({
      base: ({ context, event }) =>
        event.type === 'board.replace'
          ? context.base.map((a) => (a.id === event.appointment.id ? event.appointment : a))
          : context.base,
    }),
  },
}).createMachine({
  id: 'schedulerBoard',
  context: { query: null, config: null, base: [], pending: [], lastError: null, loadError: null, seq: 0 },
  initial: 'idle',
  // Reports of changes arrive whatever the board is doing, a reload included.
  on: {
    'change.confirmed': { actions: ['confirm', 'stopFinished'] },
    'change.rolledBack': { actions: ['rollBack', 'stopFinished'] },
    'board.load': { target: '.loading', actions: assign({ query: ({ event }) => event.query }) },
  },
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadBoard',
        input: ({ context }) => context.query!,
        onDone: {
          target: 'ready',
          actions: assign({
            config: ({ event }) => event.output,
            base: ({ event }) => event.output.appointments,
            loadError: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            loadError: ({ event }) => (event.error as Error)?.message ?? 'Не удалось загрузить расписание',
          }),
        },
      },
    },
    ready: {
      on: {
        'board.reload': { target: 'loading' },
        'board.create': { actions: 'startChange' },
        'board.move': { guard: 'isKnownAppointment', actions: 'startChange' },
        'board.stretch': { guard: 'isKnownAppointment', actions: 'startChange' },
        'board.update': { guard: 'isKnownAppointment', actions: 'startChange' },
        'board.delete': { guard: 'isKnownAppointment', actions: 'startChange' },
        'board.replace': { actions: 'replace' },
      },
    },
    failed: { on: { 'board.reload': { target: 'loading' } } },
  },
});
