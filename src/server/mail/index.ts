import { defineArea } from '../plugins/defineArea';
import { mailOutboxRoutes } from './mailOutboxRoutes';
import { smsOutboxRoutes } from './smsOutboxRoutes';

/** Outgoing mail and SMS: the outboxes the console shows when no real gateway is set. */
export const mailArea = defineArea('mail', [mailOutboxRoutes, smsOutboxRoutes]);
