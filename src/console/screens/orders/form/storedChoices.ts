import type { OrderEntity } from '../../../../shared/schemas/orders/orderEntity';
import { formatPhone } from '../../clients/clientDisplay';

/**
 * How the stored order names its own choices. The form's lists are loaded separately (the service's offices, the
 * client's vehicles) and may lack the stored value, or may not be readable with the user's permissions: then the form
 * still shows what the card's header shows instead of 'Не выбрано'.
 */
export interface StoredChoices {
  /** 'partner — office' when the order has an office. */
  officeLabel: string | null;
  /** The partner of an order that has a partner and no office (e.g. a tow order not yet given to an office). */
  partnerOnlyName: string | null;
  clientLabel: string | null;
  vehicleLabel: string | null;
}

export const NO_STORED_CHOICES: StoredChoices = {
  officeLabel: null,
  partnerOnlyName: null,
  clientLabel: null,
  vehicleLabel: null,
};

const joined = (parts: (string | null | undefined)[], by: string) => parts.filter(Boolean).join(by) || null;

export function storedChoices(order: OrderEntity | null): StoredChoices {
  if (!order) return NO_STORED_CHOICES;
  return {
    officeLabel: order.officeId ? joined([order.partnerName, order.officeName], ' — ') : null,
    partnerOnlyName: order.partnerId && !order.officeId ? (order.partnerName ?? `Партнёр № ${order.partnerId}`) : null,
    clientLabel: order.clientId
      ? joined([order.clientFio, order.clientPhone && formatPhone(order.clientPhone)], ', ')
      : null,
    vehicleLabel: order.vehicleId
      ? joined([order.vehicleNumber, order.vehicleMakeTitle, order.vehicleModelTitle], ' ')
      : null,
  };
}
