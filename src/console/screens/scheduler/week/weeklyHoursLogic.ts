import { fromPromise } from 'xstate';
import { type SlotSaveInput, weeklyHoursMachine } from '../../../../../machines/scheduler/weeklyHoursMachine';
import {
  createTimetableSlot,
  deleteTimetableSlot,
  fetchTimetable,
  updateTimetableSlot,
} from '../../../api/schedulerApi';

const parts = (time: string) => time.split(':').map(Number) as [number, number];

/** One slot, as its mark says: POST a created one, PUT an updated one, DELETE a deleted one. */
function saveSlot({ officePostId, dayOfWeek, slot }: SlotSaveInput): Promise<{ id: number }> {
  if (slot.change === 'deleted') return deleteTimetableSlot(slot.id!);
  const [beginTimeHour, beginTimeMin] = parts(slot.beginTime);
  // An end of 00:00 travels as 0:00: the server reads it as midnight at the end of the day.
  const [endTimeHour, endTimeMin] = parts(slot.endTime);
  const body = { dayOfWeek, beginTimeHour, beginTimeMin, endTimeHour, endTimeMin };
  return slot.change === 'updated'
    ? updateTimetableSlot(slot.id!, body)
    : createTimetableSlot({ ...body, officePostId });
}

/** The weekly hours chart with its server calls; the view provides the toast. */
export const weeklyHoursLogic = weeklyHoursMachine.provide({
  actors: {
    loadWeek: fromPromise(({ input }) => fetchTimetable(input.officePostId)),
    saveSlot: fromPromise(({ input }) => saveSlot(input)),
  },
});
