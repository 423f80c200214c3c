import { defineArea } from '../plugins/defineArea';
import { appointmentFilesRoutes } from './appointmentFilesRoutes';
import { federalDaysRoutes } from './federalDaysRoutes';
import { officePostsRoutes } from './officePostsRoutes';
import { postTimetableRoutes } from './postTimetableRoutes';
import { schedulerAppointmentsRoutes } from './schedulerAppointmentsRoutes';
import { schedulerAvailabilityRoutes } from './schedulerAvailabilityRoutes';
import { schedulerBoardRoutes } from './schedulerBoardRoutes';
import { schedulerJournalRoutes } from './schedulerJournalRoutes';

/** The scheduler: posts, working hours and the half-year plan, federal days, appointments and the boards. */
export const schedulerArea = defineArea('scheduler', [
  officePostsRoutes,
  postTimetableRoutes,
  federalDaysRoutes,
  schedulerAvailabilityRoutes,
  schedulerAppointmentsRoutes,
  schedulerBoardRoutes,
  schedulerJournalRoutes,
  appointmentFilesRoutes,
]);
