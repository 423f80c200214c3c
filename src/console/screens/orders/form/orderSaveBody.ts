import { SERVICE_IDS } from '../../../../shared/constants';
import type { OrderEntity, OrderSaveInput } from '../../../../shared/schemas/orders/orderEntity';

// PUT /orders/{id} takes the whole order: what the card shows, with the change of a form or dialog laid over it.

const TYRE_SERVICES: readonly number[] = [SERVICE_IDS.tireFitting, SERVICE_IDS.tireStorage];
export const isTyreService = (serviceId: number | null | undefined) => TYRE_SERVICES.includes(serviceId ?? 0);

/** A stored order as the save body. */
export function orderSaveBody(order: OrderEntity): OrderSaveInput {
  return {
    id: order.id,
    serviceId: order.serviceId,
    clientId: order.clientId,
    statusRefValueId: order.statusRefValueId,
    cost: order.cost,
    storedObjectRefValueId: order.storedObjectRefValueId,
    tires: (order.tires ?? undefined) as OrderSaveInput['tires'],
    rims: (order.rims ?? undefined) as OrderSaveInput['rims'],
    cancelReasonRefValueId: order.cancelReasonRefValueId,
    outsideRingRoadDistance: order.outsideRingRoadDistance,
    vehicleId: order.vehicleId,
    partnerId: order.partnerId,
    officeId: order.officeId,
    address: order.address,
    description: order.description,
    plannedDate: order.plannedDate,
    timezone: order.timezone,
    refusalReasonRefValueId: order.refusalReasonRefValueId,
    refusalComment: order.refusalComment,
    carmenLeadId: order.carmenLeadId,
    isPaid: order.isPaid,
    specificValues: order.specificValues,
    specificRefValues: order.specificRefValues,
  };
}

/** Groups of fields: absent rather than null when the form had none of them. */
const GROUPS = ['tires', 'rims', 'specificValues', 'specificRefValues'];

/**
 * `values` over `base`: a value the form cleared travels as null (the server then clears it), and the tyre block
 * only with a tyre service (a body without it keeps none).
 */
export function withChange(base: OrderSaveInput | null, values: Record<string, unknown>): OrderSaveInput {
  const change = Object.fromEntries(
    Object.entries(values)
      .filter(([key, value]) => value !== undefined || !GROUPS.includes(key))
      .map(([key, value]) => [key, value === undefined ? null : value]),
  );
  const body = { ...(base ?? {}), ...change } as OrderSaveInput & Record<string, unknown>;
  if (!isTyreService(body.serviceId as number)) {
    delete body.tires;
    delete body.rims;
    body.storedObjectRefValueId = null;
  }
  return body;
}
