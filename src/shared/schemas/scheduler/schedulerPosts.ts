import { z } from 'zod';
import { isoDateSchema } from '../fields/dates';
import { requiredText } from '../fields/formFields';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';

// The scheduler's office posts and the services they perform, the weekly hours of a post, the half-year plan
// generated from them, and the federal non-working days (their calls are ours; only the screen /scheduler/federal
// is given).

const unix = unixSecondsSchema;
export const POST_NOT_FOUND = 'Пост не найден';
export const SERVICE_POST_NOT_FOUND = 'Услуга поста не найдена';
export const SLOT_NOT_FOUND = 'Интервал рабочего времени не найден';
export const WORK_INTERVAL_NOT_FOUND = 'Рабочий интервал не найден';
export const SLOTS_OVERLAP = 'Интервалы рабочего времени пересекаются';
export const WORK_INTERVALS_OVERLAP = 'Интервал пересекается с другим рабочим интервалом поста';
export const SERVICE_POST_EXISTS = 'Эта услуга уже выполняется на посту';
export const FEDERAL_DAY_EXISTS = 'Этот день уже в списке выходных';
/** How far the half-year plan reaches from today. */
export const HALF_YEAR_MONTHS = 6;

// Office posts: GET /office_post?showDeleted&partnerId&partnerOfficeId; POST, PUT, DELETE /office_post; POST /restore.
export const officePostSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  partnerName: z.string(),
  partnerOfficeId: entityIdSchema,
  officeName: z.string(),
  timezone: z.string(),
  name: z.string(),
  sort: z.number().int(),
  /** The services the post performs (its live service posts). */
  serviceIds: z.array(z.number()),
  createdAt: unix,
  postDeletedDate: unix.nullable(),
});
export type OfficePost = z.infer<typeof officePostSchema>;

export const officePostsQuerySchema = z.object({
  showDeleted: z.stringbool({ error: 'showDeleted: true или false' }).default(false),
  partnerId: idParam('Некорректный партнёр').optional(),
  partnerOfficeId: idParam('Некорректный офис').optional(),
});
export type OfficePostsQuery = z.input<typeof officePostsQuerySchema>;

const postName = requiredText('Укажите название поста').max(100, 'Название поста не длиннее 100 символов');
const sort = z
  .number({ error: 'Порядок: целое число' })
  .int('Порядок: целое число')
  .min(0, 'Порядок не может быть отрицательным')
  .max(1000, 'Порядок не больше 1000')
  .default(0);
export const officePostCreateSchema = z.object({ partnerOfficeId: idField('Укажите офис'), name: postName, sort });
export type OfficePostCreate = z.input<typeof officePostCreateSchema>;
export const officePostUpdateSchema = z.object({ id: idField('Некорректный пост'), name: postName, sort });
export type OfficePostUpdate = z.input<typeof officePostUpdateSchema>;
/** DELETE /office_post?id and POST /office_post/restore {id}. */
export const officePostIdQuerySchema = z.object({ id: idParam('Некорректный пост') });
export const officePostRestoreSchema = z.object({ id: idField('Некорректный пост') });

// Service posts: GET /service_post?officePostId; POST; PUT and DELETE /service_post/{id}.
export const servicePostSchema = z.object({
  id: entityIdSchema,
  officePostId: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  deletedDate: unix.nullable(),
});
export type ServicePost = z.infer<typeof servicePostSchema>;
export const servicePostsQuerySchema = z.object({
  officePostId: idParam('Некорректный пост'),
  showDeleted: z.stringbool({ error: 'showDeleted: true или false' }).default(false),
});
export const servicePostCreateSchema = z.object({
  officePostId: idField('Некорректный пост'),
  serviceId: idField('Укажите услугу'),
});
export type ServicePostCreate = z.input<typeof servicePostCreateSchema>;
/** PUT /service_post/{id}: another service, or `restore: true` to clear its deletedDate. */
export const servicePostUpdateSchema = z.object({
  serviceId: idField('Укажите услугу').optional(),
  restore: z.boolean().optional(),
});
export const idPathSchema = z.object({ id: idParam('Некорректный номер') });

// Weekly hours: GET /users/timetable/{officePostId}; POST /users/timetable; PUT and DELETE /users/timetable/{slotId}.
export const timetableSlotSchema = z.object({ id: entityIdSchema, beginTime: z.string(), endTime: z.string() });
export const timetableDaySchema = z.object({
  dayOfWeek: z.number().int().min(1).max(7),
  times: z.array(timetableSlotSchema),
});
export const timetableSchema = z.object({ officePostId: entityIdSchema, days: z.array(timetableDaySchema) });
export type Timetable = z.infer<typeof timetableSchema>;
export const timetableSlotResultSchema = timetableSlotSchema.extend({
  officePostId: entityIdSchema,
  dayOfWeek: z.number().int(),
});
export type TimetableSlotResult = z.infer<typeof timetableSlotResultSchema>;

const hour = (message: string) => z.number({ error: message }).int(message).min(0, message).max(23, message);
const minute = (message: string) => z.number({ error: message }).int(message).min(0, message).max(59, message);
/** The slot as sent; the server checks the grid, the order (end 00:00 is 24:00) and overlaps. */
export const timetableSlotWriteSchema = z.object({
  dayOfWeek: z
    .number({ error: 'Укажите день недели' })
    .int('Укажите день недели')
    .min(1, 'День недели от 1 до 7')
    .max(7, 'День недели от 1 до 7'),
  beginTimeHour: hour('Часы должны быть от 00 до 23'),
  beginTimeMin: minute('Минуты должны быть от 00 до 59'),
  endTimeHour: hour('Часы должны быть от 00 до 23'),
  endTimeMin: minute('Минуты должны быть от 00 до 59'),
  officePostId: idField('Некорректный пост'),
});
export type TimetableSlotWrite = z.input<typeof timetableSlotWriteSchema>;
export const timetableSlotUpdateSchema = timetableSlotWriteSchema.omit({ officePostId: true });
export type TimetableSlotUpdate = z.input<typeof timetableSlotUpdateSchema>;

// Half-year plan: GET /users/actual_timetable/{officePostId}; DELETE /{id}; POST /generate {officePostId}; POST and
// PUT {beginDateTime, endDateTime}: strings of the office's local time ('yyyy-MM-ddTHH:mm:ss'), since the console
// shifts them by the office's time-zone offset.
export const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm:ss";
export const workIntervalSchema = z.object({
  id: entityIdSchema,
  officePostId: entityIdSchema,
  /** E.g. '09:00–18:00'. */
  title: z.string(),
  startDate: unix,
  endDate: unix,
  beginDateTime: z.string(),
  endDateTime: z.string(),
});
export type WorkInterval = z.infer<typeof workIntervalSchema>;
export const workIntervalsQuerySchema = z.object({
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
});
export const generatePlanSchema = z.object({ officePostId: idField('Некорректный пост') });
const LOCAL_MESSAGE = 'Укажите дату и время в формате ГГГГ-ММ-ДДTЧЧ:ММ:СС';
const localDateTime = z
  .string({ error: LOCAL_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, LOCAL_MESSAGE);
export const workIntervalCreateSchema = z.object({
  officePostId: idField('Некорректный пост'),
  beginDateTime: localDateTime,
  endDateTime: localDateTime,
});
export type WorkIntervalCreate = z.input<typeof workIntervalCreateSchema>;
export const workIntervalUpdateSchema = z.object({
  id: idField('Некорректный интервал'),
  beginDateTime: localDateTime,
  endDateTime: localDateTime,
});
export type WorkIntervalUpdate = z.input<typeof workIntervalUpdateSchema>;

// Federal non-working days (ours): GET /users/scheduler/federal_days?year; POST; DELETE /{day}.
export const federalDaySchema = z.object({ day: z.string(), name: z.string() });
export type FederalDay = z.infer<typeof federalDaySchema>;
const YEAR_MESSAGE = 'Укажите год от 2000 до 2100';
export const federalDaysQuerySchema = z.object({
  year: z.coerce.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(2000, YEAR_MESSAGE).max(2100, YEAR_MESSAGE),
});
export const federalDayCreateSchema = z.object({
  day: isoDateSchema,
  name: requiredText('Укажите название выходного').max(100, 'Название не длиннее 100 символов'),
});
export type FederalDayCreate = z.input<typeof federalDayCreateSchema>;
export const federalDayPathSchema = z.object({ day: isoDateSchema });
