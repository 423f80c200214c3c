import { weeklySlotSchema } from '../../../../shared/schemas/scheduler/schedulerTime';

/** The first message of each time of a slot, from the shared rules. */
export function slotMessages(slot: { beginTime: string; endTime: string }): { beginTime?: string; endTime?: string } {
  const parsed = weeklySlotSchema.safeParse({ beginTime: slot.beginTime, endTime: slot.endTime });
  const messages: { beginTime?: string; endTime?: string } = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'beginTime' || field === 'endTime') && !messages[field]) messages[field] = issue.message;
  }
  return messages;
}
