import { z } from 'zod';
import { SERVICES_WITH_CANCEL_REASON } from '../../../../shared/constants';
import { REF_VALUE_IDS } from '../../../../shared/referenceIds';
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
type DialogField = (typeof DIALOG_FIELDS)[number];
const REASON_FIELDS = DIALOG_FIELDS.slice(1);
const shape = orderSaveSchema.shape;

/**
 * The fields a status asks for. Only a cancelled order (121) has reasons: an evacuation or technical help (13, 42)
 * its cancellation reason (seeds: 'Укажите причину отмены'), any other service the client's refusal, a reason and
 * a comment (the demo orders are cancelled the same way).
 */
export function statusChangeFields(serviceId: number, statusId: number | null): DialogField[] {
  if (statusId !== REF_VALUE_IDS.orderStatusCancelled) return ['statusRefValueId'];
  return SERVICES_WITH_CANCEL_REASON.includes(serviceId)
    ? ['statusRefValueId', 'cancelReasonRefValueId']
    : ['statusRefValueId', 'refusalReasonRefValueId', 'refusalComment'];
}

export function statusChangeSchema(order: OrderEntity) {
  return withRules(
    z.object({
      statusRefValueId: shape.statusRefValueId,
      cancelReasonRefValueId: shape.cancelReasonRefValueId,
      refusalReasonRefValueId: shape.refusalReasonRefValueId,
      refusalComment: shape.refusalComment,
    }),
    (change, report) => {
      const result = orderSaveSchema.safeParse({ ...orderSaveBody(order), ...withoutHidden(order, change) });
      for (const issue of result.error?.issues ?? []) {
        const field = String(issue.path[0]);
        // A field's own check has spoken already; what is left are the rules across fields.
        if (issue.code === 'custom' && (DIALOG_FIELDS as readonly string[]).includes(field))
          report(field, issue.message);
      }
    },
  ).transform((change) => withoutHidden(order, change));
}

/** A reason the chosen status does not ask for is cleared (null), not kept from before. */
function withoutHidden<T extends { statusRefValueId?: unknown }>(order: OrderEntity, change: T): T {
  const shown = statusChangeFields(order.serviceId, Number(change.statusRefValueId) || null);
  const cleared = Object.fromEntries(REASON_FIELDS.filter((f) => !shown.includes(f)).map((f) => [f, null]));
  return { ...change, ...cleared };
}

export type StatusChange = z.output<ReturnType<typeof statusChangeSchema>>;
