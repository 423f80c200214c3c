import { z } from 'zod';
import { withRules } from '../../../../shared/schemas/fields/formFields';
import { type OrderEntity, orderSaveSchema } from '../../../../shared/schemas/orders/orderEntity';
import { orderSaveBody } from '../form/orderSaveBody';

// 'Сменить статус': the status with the reasons that go with it. The rules are the order's own (orderSaveSchema:
// a cancellation reason for 13 / 42 with 121, a comment for refusal 503), checked on the whole order with the change.

const DIALOG_FIELDS = [
  'statusRefValueId',
  'cancelReasonRefValueId',
  'refusalReasonRefValueId',
  'refusalComment',
] as const;
const shape = orderSaveSchema.shape;

export function statusChangeSchema(order: OrderEntity) {
  return withRules(
    z.object({
      statusRefValueId: shape.statusRefValueId,
      cancelReasonRefValueId: shape.cancelReasonRefValueId,
      refusalReasonRefValueId: shape.refusalReasonRefValueId,
      refusalComment: shape.refusalComment,
    }),
    (change, report) => {
      const result = orderSaveSchema.safeParse({ ...orderSaveBody(order), ...change });
      for (const issue of result.error?.issues ?? []) {
        const field = String(issue.path[0]);
        // A field's own check has spoken already; what is left are the rules across fields.
        if (issue.code === 'custom' && (DIALOG_FIELDS as readonly string[]).includes(field))
          report(field, issue.message);
      }
    },
  );
}
export type StatusChange = z.output<ReturnType<typeof statusChangeSchema>>;
