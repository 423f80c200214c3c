import type {
  Appointment,
  SchedulerConfig,
  SchedulerPost,
} from '../../../src/shared/schemas/scheduler/schedulerAppointments';

// What the appointment dialogs' and the office-day tests share: posts, an appointment, an office's day.
// 1_782_979_200 is 2026-07-02 08:00 UTC, 11:00 in Moscow.

export const MOSCOW = 'Europe/Moscow';
export const AT_11 = 1_782_979_200;
export const HALF_HOUR = 1800;

export const POSTS: SchedulerPost[] = [
  { id: 11, name: 'Пост 1', sort: 1, serviceIds: [61, 69] },
  { id: 12, name: 'Пост 2', sort: 2, serviceIds: [69] },
];

export const SERVICES = [
  { id: 61, name: 'Автосервис' },
  { id: 69, name: 'Шиномонтаж' },
  { id: 13, name: 'Эвакуация' },
];

export const demoAppointment = (patch: Partial<Appointment> = {}): Appointment => ({
  id: 501,
  officePostId: 11,
  officePostName: 'Пост 1',
  partnerOfficeId: 31,
  officeName: 'Шиномонтаж на Ленинском',
  partnerId: 2,
  serviceId: 69,
  serviceName: 'Шиномонтаж',
  startDate: AT_11,
  endDate: AT_11 + HALF_HOUR,
  title: 'Замена шин',
  details: JSON.stringify({ comment: 'Привезёт свои диски', source: 'site' }),
  clientId: 7,
  clientFio: 'Иванов Иван Иванович',
  phone: '+79161234567',
  orderId: null,
  orderNumber: null,
  state: 'booked',
  stateName: 'Записан',
  createdDate: AT_11 - 86_400,
  createdByUserFio: 'Операторова Ольга',
  deletedDate: null,
  deletedByUserFio: null,
  allowedActions: [
    'appointment.update',
    'appointment.move',
    'appointment.stretch',
    'appointment.addFile',
    'appointment.createOrder',
    'appointment.delete',
  ],
  ...patch,
});

export const demoBoard = (patch: Partial<SchedulerConfig> = {}): SchedulerConfig => ({
  appointmentDefaultDuration: 30,
  appointmentGridStep: 30,
  startDayHour: 9,
  endDayHour: 18,
  partnerOfficeId: 31,
  officeName: 'Шиномонтаж на Ленинском',
  timezone: MOSCOW,
  fromDate: '2026-07-02',
  toDate: '2026-07-02',
  serviceId: null,
  posts: POSTS,
  appointments: [],
  nonWorkingHours: [],
  federalDays: [],
  ...patch,
});
