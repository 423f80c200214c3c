import { z } from 'zod';
import { flag, optionalId, requiredText } from '../fields/formFields';

// A change of the client's notification settings needs a reason.
// Fields as PUT /v1/clients/notifications_control/{clientId} takes them; an unchecked box arrives as undefined.

export const notificationSettingsSchema = z.object({
  clientId: optionalId,
  canGetOrderStatusPush: flag,
  canGetPenaltyPush: flag,
  canGetPenaltyEmail: flag,
  canGetReceipt: flag,
  canGetNews: flag,
  reason: requiredText('Необходимо указать причину'),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
