import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  APPOINTMENT_EVENTS,
  type AppointmentEvent,
  appointmentMachine,
} from '../../../machines/scheduler/appointmentMachine';
import { appointmentHistory } from '../../../src/server/scheduler/schedulerSchema';
import type { AppointmentState } from '../../../src/shared/lifecycleStates';
import type { Appointment } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { shortestPaths } from '../../machines/modelPaths';
import { appointmentMoves, tableAllows } from '../../model/lifecycleTables';
import { login, openTestApp } from '../buildTestApp';
import { multipart, PNG } from '../files/orderFilesFixtures';
import { at, newClient, newOffice, newPost } from './schedulerFixtures';

// The chart against the server: every shortest path of machines/scheduler/appointmentMachine is replayed as HTTP calls
// on a fresh appointment (on a post of its own, so the moves never meet), and after each step the stored state is the
// chart's, the offered actions are the specification's table's (tests/model/lifecycleTables.ts), and the history's last line is the step's action. At each path's end every event the
// chart refuses is sent too: it answers 409 INELIGIBLE_STATE and changes nothing.

const paths = shortestPaths(appointmentMachine, APPOINTMENT_EVENTS);
const DAY = '2026-11-26'; // a Thursday
type Call = {
  method: InjectOptions['method'];
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};

describe('the appointment chart, replayed on the server', () => {
  const t = openTestApp();
  let admin = '';
  let officeId = 0;
  let clientId = 0;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    officeId = (await newOffice(t.db)).id;
    clientId = (await newClient(t.db)).id;
  });

  /** The HTTP call an event stands for: a move goes an hour later, a stretch adds half an hour. */
  function callOf(type: AppointmentEvent['type'], a: Appointment): Call {
    switch (type) {
      case 'appointment.update':
        return { method: 'PUT', url: `/${a.id}`, payload: { serviceId: 61, title: `${a.title}+`, clientId } };
      case 'appointment.move':
        return {
          method: 'PUT',
          url: `/move/${a.id}`,
          payload: { newOfficePostId: a.officePostId, newReserveDateTime: a.startDate + 3600 },
        };
      case 'appointment.stretch':
        return { method: 'PUT', url: `/stretch/${a.id}`, payload: { endDate: a.endDate + 1800 } };
      case 'appointment.addFile': {
        const body = multipart({ bytes: PNG, name: 'photo.png', type: 'image/png' });
        return { method: 'POST', url: `/${a.id}/files`, payload: body.payload, headers: body.headers };
      }
      case 'appointment.createOrder':
        return { method: 'POST', url: `/order_by_appointment/${a.id}` };
      case 'appointment.delete':
        return { method: 'DELETE', url: `/${a.id}` };
    }
  }

  const send = (c: Call) =>
    t.app.inject({
      method: c.method,
      url: `/v1/users/scheduler${c.url}`,
      headers: { authorization: admin, ...c.headers },
      ...(c.payload ? { payload: c.payload } : {}),
    });
  const stored = async (id: number) => (await send({ method: 'GET', url: `/${id}` })).json() as Appointment;
  const lastHistory = async (id: number) =>
    (
      await t.db
        .select()
        .from(appointmentHistory)
        .where(eq(appointmentHistory.appointmentId, id))
        .orderBy(desc(appointmentHistory.id))
    )[0];
  const chartAllows = (state: AppointmentState) => tableAllows(appointmentMoves(), state, APPOINTMENT_EVENTS);

  it('walks every state of the chart', () => {
    const ends = new Set(paths.map((p) => String(p.steps.at(-1)!.state.value)));
    expect([...ends].sort()).toEqual(['booked', 'deleted', 'ordered']);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const post = (await newPost(t.db, officeId, { serviceIds: [61] })).id;
      const created = await send({
        method: 'POST',
        url: '',
        payload: { officePostId: post, serviceId: 61, startDate: at(DAY, '09:00'), title: 'По схеме', clientId },
      });
      expect(created.statusCode, created.body).toBe(200);
      let appointment = created.json() as Appointment;
      for (const step of path.steps) {
        const type = (step.event as EventObject).type as AppointmentEvent['type'] | 'xstate.init';
        const expected = String(step.state.value) as AppointmentState;
        if (type !== 'xstate.init') {
          const response = await send(callOf(type, appointment));
          expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
          expect((await lastHistory(appointment.id)).action).toBe(type);
        }
        appointment = await stored(appointment.id);
        expect(appointment.state, `after ${type}`).toBe(expected);
        expect(appointment.allowedActions, `after ${type}`).toEqual(chartAllows(expected));
      }

      // Every event the chart refuses at the path's end answers 409 and leaves the appointment and its history as they
      // were.
      const end = String(path.steps.at(-1)!.state.value) as AppointmentState;
      const before = JSON.stringify(appointment);
      const lastLine = (await lastHistory(appointment.id)).id;
      const allowed = chartAllows(end);
      for (const { type } of APPOINTMENT_EVENTS.filter((e) => !allowed.includes(e.type))) {
        const response = await send(callOf(type, appointment));
        expect(response.statusCode, `${end} + ${type}: ${response.body}`).toBe(409);
        expect((response.json() as { errorCode: string }).errorCode).toBe('INELIGIBLE_STATE');
        expect(JSON.stringify(await stored(appointment.id)), `${end} + ${type} changed the appointment`).toBe(before);
        expect((await lastHistory(appointment.id)).id).toBe(lastLine);
      }
    },
  );
});
