import { describe, expect, it } from 'vitest';
import { notificationSettingsSchema } from '../../src/shared/schemas/clients/notificationSettings';
import { expectIssue, type Row } from './expectIssue';

describe('notification settings', () => {
  it.each<Row>([
    ['a reason passes', { canGetNews: true, reason: 'Просьба клиента' }, '', null],
    ['reason required', { canGetNews: true, reason: ' ' }, 'reason', 'Необходимо указать причину'],
    ['reason missing', {}, 'reason', 'Необходимо указать причину'],
  ])('%s', (_title, input, path, message) => expectIssue(notificationSettingsSchema, input, path, message));

  it('an unchecked box is false', () => {
    expect(notificationSettingsSchema.parse({ reason: 'Звонок', canGetReceipt: true })).toEqual({
      canGetOrderStatusPush: false,
      canGetPenaltyPush: false,
      canGetPenaltyEmail: false,
      canGetReceipt: true,
      canGetNews: false,
      reason: 'Звонок',
    });
  });
});
