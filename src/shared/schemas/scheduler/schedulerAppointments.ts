import { z } from 'zod';
import { SERVICE_IDS } from '../../constants';
import { APPOINTMENT_STATES } from '../../lifecycleStates';
import { isoDateSchema } from '../fields/dates';
import { optionalText, requiredText } from '../fields/formFields';
import { findRequestSchema } from '../fields/paging';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';
import { federalDaySchema } from './schedulerPosts';

// Scheduler appointments on office posts, the scheduler config the boards draw (appointmentDefaultDuration,
// appointmentGridStep, startDayHour, endDayHour, posts, appointments, nonWorkingHours), free dates and time slots, the
// deleted journal, history and files.

const unix = unixSecondsSchema;
export const APPOINTMENT_DEFAULT_DURATION_MINUTES = 30;
export const APPOINTMENT_GRID_STEP_MINUTES = 30;
export const SCHEDULER_START_DAY_HOUR = 9;
export const SCHEDULER_END_DAY_HOUR = 18;
export const TIMELINE_DEFAULT_SERVICE_ID = SERVICE_IDS.carService;
/** The longest range one find answers (the timeline's widest view is a month). */
export const SCHEDULER_MAX_RANGE_DAYS = 62;

export const APPOINTMENT_NOT_FOUND = 'Запись не найдена';
export const APPOINTMENT_FILE_NOT_FOUND = 'Файл записи не найден';
export const SLOT_TAKEN = 'Это время на посту уже занято';
export const OUTSIDE_WORKING_HOURS = 'Пост не работает в это время';
export const FEDERAL_DAY_CLOSED = 'Федеральный выходной: запись на этот день невозможна';
export const POST_DELETED = 'Пост удалён: запись на него невозможна';
export const OFF_GRID = 'Время записи должно быть кратно 30 минутам';
export const END_BEFORE_START = 'Окончание записи должно быть позже начала';
export const SERVICE_NOT_ON_POST = 'Пост не выполняет эту услугу';
export const ORDER_NEEDS_CLIENT = 'Укажите клиента записи, чтобы создать заявку';

export const appointmentSchema = z.object({
  id: entityIdSchema,
  officePostId: entityIdSchema,
  officePostName: z.string(),
  partnerOfficeId: entityIdSchema,
  officeName: z.string(),
  partnerId: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  startDate: unix,
  endDate: unix,
  title: z.string(),
  /** JSON text of the booking form, as sent. */
  details: z.string().nullable(),
  clientId: z.number().nullable(),
  clientFio: z.string().nullable(),
  phone: z.string().nullable(),
  orderId: z.number().nullable(),
  orderNumber: z.string().nullable(),
  state: z.enum(APPOINTMENT_STATES),
  stateName: z.string(),
  createdDate: unix,
  createdByUserFio: z.string().nullable(),
  deletedDate: unix.nullable(),
  deletedByUserFio: z.string().nullable(),
  /** The actions machines/scheduler/appointmentMachine allows now. */
  allowedActions: z.array(z.string()),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const schedulerPostSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  sort: z.number(),
  serviceIds: z.array(z.number()),
});
export type SchedulerPost = z.infer<typeof schedulerPostSchema>;

/** A stretch of time a post (or, with officePostId null, every post) does not work: off hours or a federal day. */
export const nonWorkingHoursSchema = z.object({
  officePostId: z.number().nullable(),
  startDate: unix,
  endDate: unix,
  reason: z.enum(['offHours', 'federal']),
  title: z.string(),
});
export type NonWorkingHours = z.infer<typeof nonWorkingHoursSchema>;

export const schedulerConfigSchema = z.object({
  appointmentDefaultDuration: z.number(),
  appointmentGridStep: z.number(),
  /** The earliest and latest working hour of the posts in the range; 9 and 18 when they have no hours. */
  startDayHour: z.number(),
  endDayHour: z.number(),
  partnerOfficeId: entityIdSchema,
  officeName: z.string(),
  timezone: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  serviceId: z.number().nullable(),
  posts: z.array(schedulerPostSchema),
  appointments: z.array(appointmentSchema),
  nonWorkingHours: z.array(nonWorkingHoursSchema),
  federalDays: z.array(federalDaySchema),
});
export type SchedulerConfig = z.infer<typeof schedulerConfigSchema>;

/** POST /users/scheduler/find (day board) and POST /v2/users/scheduler/find (timeline, default service 61). */
export const schedulerFindSchema = z.object({
  partnerOfficeId: idField('Укажите офис'),
  fromDate: isoDateSchema,
  /** Inclusive; defaults to fromDate. */
  toDate: isoDateSchema.optional(),
});
export type SchedulerFind = z.input<typeof schedulerFindSchema>;
export const timelineFindSchema = schedulerFindSchema.extend({
  serviceId: idField('Укажите услугу').default(TIMELINE_DEFAULT_SERVICE_ID),
});
export type TimelineFind = z.input<typeof timelineFindSchema>;
/** GET /users/scheduler/board/{officeId}?date: the office's day (today by default). */
export const boardPathSchema = z.object({ officeId: idParam('Некорректный офис') });
export const boardQuerySchema = z.object({ date: isoDateSchema.optional() });

const title = requiredText('Укажите название записи').max(200, 'Название записи не длиннее 200 символов');
const details = optionalText.pipe(z.string().max(10_000, 'Подробности записи не длиннее 10 000 символов').optional());
const phone = optionalText.pipe(z.string().max(20, 'Телефон не длиннее 20 символов').optional());
export const appointmentCreateSchema = z.object({
  officePostId: idField('Укажите пост'),
  serviceId: idField('Укажите услугу'),
  startDate: z.number({ error: 'Укажите начало записи' }).int('Укажите начало записи'),
  /** Defaults to start + appointmentDefaultDuration. */
  endDate: z.number({ error: 'Укажите окончание записи' }).int('Укажите окончание записи').optional(),
  title,
  details,
  clientId: idField('Некорректный клиент').nullish(),
  phone,
});
export type AppointmentCreate = z.input<typeof appointmentCreateSchema>;
/** A create as parsed: what the board's optimistic change carries. */
export type AppointmentDraft = z.output<typeof appointmentCreateSchema>;
/** PUT /users/scheduler/{id}: what the details dialog edits; times change by move and stretch only. */
export const appointmentUpdateSchema = appointmentCreateSchema.pick({
  serviceId: true,
  title: true,
  details: true,
  clientId: true,
  phone: true,
});
export type AppointmentUpdate = z.input<typeof appointmentUpdateSchema>;
export type AppointmentPatch = z.output<typeof appointmentUpdateSchema>;
/** PUT /users/scheduler/move/{id}: the duration is kept. */
export const appointmentMoveSchema = z.object({
  newOfficePostId: idField('Укажите пост'),
  newReserveDateTime: z.number({ error: 'Укажите новое время' }).int('Укажите новое время'),
});
export type AppointmentMove = z.input<typeof appointmentMoveSchema>;
/** PUT /users/scheduler/stretch/{id}: either edge, or both. */
export const appointmentStretchSchema = z.object({
  startDate: z.number({ error: 'Укажите начало записи' }).int('Укажите начало записи').optional(),
  endDate: z.number({ error: 'Укажите окончание записи' }).int('Укажите окончание записи').optional(),
});
export type AppointmentStretch = z.input<typeof appointmentStretchSchema>;
export const appointmentIdPathSchema = z.object({ id: idParam('Некорректная запись') });

// Free dates and time slots of a service at an office, also for rescheduling an appointment.
export const freeDatesQuerySchema = z.object({
  serviceId: idParam('Укажите услугу'),
  partnerOfficeId: idParam('Укажите офис'),
});
export const freeDatesResultSchema = z.object({ freeDates: z.array(z.string()) });
export type FreeDatesResult = z.infer<typeof freeDatesResultSchema>;
export const timeSlotsQuerySchema = freeDatesQuerySchema.extend({ date: isoDateSchema });
export const timeSlotsByAppointmentQuerySchema = z.object({
  appointmentJournalId: idParam('Некорректная запись'),
  date: isoDateSchema,
});
/** A free start ('HH:mm' in the office's zone) and the posts free for a default-length appointment from it. */
export const timeSlotSchema = z.object({ time: z.string(), startDate: unix, officePostIds: z.array(z.number()) });
export const timeSlotsResultSchema = z.object({ date: z.string(), timeSlots: z.array(timeSlotSchema) });
export type TimeSlotsResult = z.infer<typeof timeSlotsResultSchema>;

/** GET /users/scheduler/appointment_journal_deleted: appointments of the dates (by start) deleted. */
export const deletedJournalQuerySchema = z.object({
  fromDate: isoDateSchema,
  toDate: isoDateSchema,
  partnerId: idParam('Некорректный партнёр').optional(),
  partnerOfficeId: idParam('Некорректный офис').optional(),
});
export type DeletedJournalQuery = z.input<typeof deletedJournalQuerySchema>;

/** POST /users/scheduler/search: the paged appointment list (tyre transfers, quick search by title, phone, client). */
export const appointmentSearchSchema = findRequestSchema.extend({
  query: optionalText,
  serviceId: idField('Некорректная услуга').optional(),
  partnerId: idField('Некорректный партнёр').optional(),
  partnerOfficeId: idField('Некорректный офис').optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
});
export type AppointmentSearch = z.input<typeof appointmentSearchSchema>;
export const appointmentSearchResultSchema = z.object({ items: z.array(appointmentSchema), total: z.number() });
export type AppointmentSearchResult = z.infer<typeof appointmentSearchResultSchema>;

export const appointmentHistoryQuerySchema = z.object({ id: idParam('Некорректная запись') });
export const appointmentHistoryEntrySchema = z.object({
  id: entityIdSchema,
  action: z.string(),
  actionName: z.string(),
  description: z.string(),
  userFio: z.string().nullable(),
  createdDate: unix,
});
export type AppointmentHistoryEntry = z.infer<typeof appointmentHistoryEntrySchema>;

export const appointmentFileSchema = z.object({
  id: entityIdSchema,
  appointmentId: entityIdSchema,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdDate: unix,
  /** Where the console downloads it (GET /v1/users/scheduler/files/{id}/content). */
  url: z.string(),
});
export type AppointmentFile = z.infer<typeof appointmentFileSchema>;

/** POST /users/scheduler/order_by_appointment/{id}: the appointment, now linked to its new order. */
export const orderByAppointmentResultSchema = z.object({
  appointment: appointmentSchema,
  orderId: entityIdSchema,
  orderNumber: z.string(),
});
