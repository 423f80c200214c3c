import { DateTime } from 'luxon';
import type { BoardQuery } from '../../../machines/scheduler/schedulerBoardMachine';
import type { Appointment, SchedulerConfig } from '../../../src/shared/schemas/scheduler/schedulerAppointments';

// A board as the server answers it, for the board chart's tests and the board screens': one Moscow office, two
// posts, two appointments on 2026-03-10, the second post closed from 16:00.

export const ZONE = 'Europe/Moscow';
export const DAY = '2026-03-10';
export const at = (hhmm: string, day = DAY) =>
  Math.floor(DateTime.fromISO(`${day}T${hhmm}`, { zone: ZONE }).toSeconds());

export const appointment = (fields: Partial<Appointment> = {}): Appointment => ({
  id: 101,
  officePostId: 11,
  officePostName: 'Пост 1',
  partnerOfficeId: 5,
  officeName: 'Шинный двор на Ленина',
  partnerId: 3,
  serviceId: 61,
  serviceName: 'Автосервис',
  startDate: at('10:00'),
  endDate: at('11:00'),
  title: 'Замена масла',
  details: null,
  clientId: 31,
  clientFio: 'Иванов Иван',
  phone: '+79161234567',
  orderId: null,
  orderNumber: null,
  state: 'booked',
  stateName: 'Записан',
  createdDate: at('08:00'),
  createdByUserFio: 'Петров Пётр',
  deletedDate: null,
  deletedByUserFio: null,
  allowedActions: ['appointment.update', 'appointment.delete', 'appointment.order'],
  ...fields,
});

export const A = appointment();
export const B = appointment({
  id: 102,
  officePostId: 12,
  officePostName: 'Пост 2',
  startDate: at('12:00'),
  endDate: at('12:30'),
  title: 'Шиномонтаж',
  clientId: null,
  clientFio: null,
  phone: '+79160000000',
});

export const boardConfig = (fields: Partial<SchedulerConfig> = {}): SchedulerConfig => ({
  appointmentDefaultDuration: 30,
  appointmentGridStep: 30,
  startDayHour: 9,
  endDayHour: 18,
  partnerOfficeId: 5,
  officeName: 'Шинный двор на Ленина',
  timezone: ZONE,
  fromDate: DAY,
  toDate: DAY,
  serviceId: null,
  posts: [
    { id: 11, name: 'Пост 1', sort: 1, serviceIds: [61] },
    { id: 12, name: 'Пост 2', sort: 2, serviceIds: [61, 69] },
  ],
  appointments: [A, B],
  nonWorkingHours: [
    { officePostId: 12, startDate: at('16:00'), endDate: at('18:00'), reason: 'offHours', title: 'Пост не работает' },
  ],
  federalDays: [],
  ...fields,
});

export const DAY_QUERY: BoardQuery = { view: 'day', partnerOfficeId: 5, fromDate: DAY, toDate: DAY };
export const SLOT_TAKEN_ERROR = { message: 'Это время на посту уже занято', errorCode: 'SLOT_TAKEN', status: 409 };
