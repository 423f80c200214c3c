import { z } from 'zod';
import { LOCAL_MESSAGES_LIMIT, type LocalMessage } from '../../../machines/realtime/localMessageList';
import { localMessageTypes } from '../../shared/schemas/realtime';

// The user's received pushes survive a reload of the page: kept per user in local storage (the greetings of each
// connection are not worth keeping). Another user of the browser has a key of their own and never sees them.

const key = (userId: number) => `APP_Messages:${userId}`;

const storedSchema = z.array(
  z.object({
    id: z.string(),
    content: z.string(),
    timestamp: z.number(),
    sender: z.string(),
    type: z.enum(localMessageTypes),
    read: z.boolean(),
    orderId: z.number().nullable(),
  }),
);

export function readStoredMessages(userId: number, storage: Storage = window.localStorage): LocalMessage[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(key(userId)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeStoredMessages(
  userId: number,
  messages: readonly LocalMessage[],
  storage: Storage = window.localStorage,
) {
  const pushes = messages.filter((m) => m.type === 'push').slice(0, LOCAL_MESSAGES_LIMIT);
  try {
    storage.setItem(key(userId), JSON.stringify(pushes));
  } catch {
    // A full storage only costs the next reload its list.
  }
}
