import type {
  Appointment,
  AppointmentCreate,
  AppointmentFile,
  AppointmentHistoryEntry,
  AppointmentMove,
  AppointmentSearch,
  AppointmentSearchResult,
  AppointmentStretch,
  AppointmentUpdate,
  DeletedJournalQuery,
  FreeDatesResult,
  SchedulerConfig,
  SchedulerFind,
  TimelineFind,
  TimeSlotsResult,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import type {
  FederalDay,
  FederalDayCreate,
  OfficePost,
  OfficePostCreate,
  OfficePostsQuery,
  OfficePostUpdate,
  ServicePost,
  ServicePostCreate,
  Timetable,
  TimetableSlotResult,
  TimetableSlotUpdate,
  TimetableSlotWrite,
  WorkInterval,
  WorkIntervalCreate,
  WorkIntervalUpdate,
} from '../../shared/schemas/scheduler/schedulerPosts';
import { http } from './httpClient';

// The scheduler calls (and GET /users/scheduler/board/{officeId}), one typed function per call, plus the federal
// non-working days, which are ours.

const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

// Office posts and service posts.
export const fetchOfficePosts = (query: OfficePostsQuery) =>
  data(http.get<OfficePost[]>('/office_post', { params: query }));
export const createOfficePost = (body: OfficePostCreate) => data(http.post<OfficePost>('/office_post', body));
export const updateOfficePost = (body: OfficePostUpdate) => data(http.put<OfficePost>('/office_post', body));
export const deleteOfficePost = (id: number) => data(http.delete<OfficePost>('/office_post', { params: { id } }));
export const restoreOfficePost = (id: number) => data(http.post<OfficePost>('/office_post/restore', { id }));
export const fetchServicePosts = (officePostId: number, showDeleted = false) =>
  data(http.get<ServicePost[]>('/service_post', { params: { officePostId, showDeleted } }));
export const createServicePost = (body: ServicePostCreate) => data(http.post<ServicePost>('/service_post', body));
export const updateServicePost = (id: number, body: { serviceId?: number; restore?: boolean }) =>
  data(http.put<ServicePost>(`/service_post/${id}`, body));
export const deleteServicePost = (id: number) => data(http.delete<ServicePost>(`/service_post/${id}`));

// Weekly hours of a post: read by post, slots written one by one.
export const fetchTimetable = (officePostId: number) => data(http.get<Timetable>(`/users/timetable/${officePostId}`));
export const createTimetableSlot = (body: TimetableSlotWrite) =>
  data(http.post<TimetableSlotResult>('/users/timetable', body));
export const updateTimetableSlot = (id: number, body: TimetableSlotUpdate) =>
  data(http.put<TimetableSlotResult>(`/users/timetable/${id}`, body));
export const deleteTimetableSlot = (id: number) => data(http.delete<{ id: number }>(`/users/timetable/${id}`));

// The half-year plan.
export const fetchWorkIntervals = (officePostId: number, range: { fromDate?: string; toDate?: string } = {}) =>
  data(http.get<WorkInterval[]>(`/users/actual_timetable/${officePostId}`, { params: range }));
export const generateWorkIntervals = (officePostId: number) =>
  data(http.post<WorkInterval[]>('/users/actual_timetable/generate', { officePostId }));
export const createWorkInterval = (body: WorkIntervalCreate) =>
  data(http.post<WorkInterval>('/users/actual_timetable', body));
export const updateWorkInterval = (body: WorkIntervalUpdate) =>
  data(http.put<WorkInterval>('/users/actual_timetable', body));
export const deleteWorkInterval = (id: number) => data(http.delete<{ id: number }>(`/users/actual_timetable/${id}`));

// Federal non-working days.
export const fetchFederalDays = (year: number) =>
  data(http.get<FederalDay[]>('/users/scheduler/federal_days', { params: { year } }));
export const createFederalDay = (body: FederalDayCreate) =>
  data(http.post<FederalDay>('/users/scheduler/federal_days', body));
export const deleteFederalDay = (day: string) =>
  data(http.delete<{ day: string }>(`/users/scheduler/federal_days/${day}`));

// The boards.
export const findSchedulerDay = (body: SchedulerFind) =>
  data(http.post<SchedulerConfig>('/users/scheduler/find', body));
/** The timeline: POST /v2/users/scheduler/find. */
export const findSchedulerTimeline = (body: TimelineFind) =>
  data(http.post<SchedulerConfig>('/users/scheduler/find', body, { baseURL: '/v2' }));
export const fetchOfficeBoard = (officeId: number, date?: string) =>
  data(http.get<SchedulerConfig>(`/users/scheduler/board/${officeId}`, { params: date ? { date } : {} }));

// Appointments.
export const fetchAppointment = (id: number) => data(http.get<Appointment>(`/users/scheduler/${id}`));
export const createAppointment = (body: AppointmentCreate) => data(http.post<Appointment>('/users/scheduler', body));
export const updateAppointment = (id: number, body: AppointmentUpdate) =>
  data(http.put<Appointment>(`/users/scheduler/${id}`, body));
export const deleteAppointment = (id: number) => data(http.delete<Appointment>(`/users/scheduler/${id}`));
export const moveAppointment = (id: number, body: AppointmentMove) =>
  data(http.put<Appointment>(`/users/scheduler/move/${id}`, body));
export const stretchAppointment = (id: number, body: AppointmentStretch) =>
  data(http.put<Appointment>(`/users/scheduler/stretch/${id}`, body));
export const createOrderByAppointment = (id: number) =>
  data(
    http.post<{ appointment: Appointment; orderId: number; orderNumber: string }>(
      `/users/scheduler/order_by_appointment/${id}`,
    ),
  );
export const searchAppointments = (body: AppointmentSearch) =>
  data(http.post<AppointmentSearchResult>('/users/scheduler/search', body));
export const fetchDeletedAppointments = (query: DeletedJournalQuery) =>
  data(http.get<Appointment[]>('/users/scheduler/appointment_journal_deleted', { params: query }));
export const fetchAppointmentHistory = (id: number) =>
  data(http.get<AppointmentHistoryEntry[]>('/users/scheduler/appointment_journal_history', { params: { id } }));
export const fetchDeletedAppointmentHistory = (id: number) =>
  data(http.get<AppointmentHistoryEntry[]>('/users/scheduler/appointment_journal_deleted_history', { params: { id } }));

// Free dates and slots: of a service at an office, and for rescheduling an appointment.
export const fetchFreeDates = (serviceId: number, partnerOfficeId: number) =>
  data(http.get<FreeDatesResult>('/users/scheduler/free_dates', { params: { serviceId, partnerOfficeId } }));
export const fetchTimeSlots = (serviceId: number, partnerOfficeId: number, date: string) =>
  data(http.get<TimeSlotsResult>('/users/scheduler/time_slots', { params: { serviceId, partnerOfficeId, date } }));
export const fetchFreeDatesByAppointment = (id: number) =>
  data(http.get<FreeDatesResult>(`/users/scheduler/free_dates_by_appointment/${id}`));
export const fetchTimeSlotsByAppointment = (appointmentJournalId: number, date: string) =>
  data(
    http.get<TimeSlotsResult>('/users/scheduler/time_slots_by_appointment', { params: { appointmentJournalId, date } }),
  );

// Files.
export const fetchAppointmentFiles = (id: number) => data(http.get<AppointmentFile[]>(`/users/scheduler/${id}/files`));
export const uploadAppointmentFile = (id: number, file: File) => {
  const form = new FormData();
  // The server reads the name from its own field: the multipart set-up drops the part's file name.
  form.append('fileName', file.name);
  form.append('file', file);
  return data(http.post<AppointmentFile>(`/users/scheduler/${id}/files`, form));
};
export const deleteAppointmentFile = (fileId: number) =>
  data(http.delete<{ id: number }>(`/users/scheduler/files/${fileId}`));
