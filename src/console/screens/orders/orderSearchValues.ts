import { normalizePhone } from '../../../shared/schemas/fields/phone';
import type { OrderEntity } from '../../../shared/schemas/orders/orderEntity';
import { normalizePlateInput } from '../../../shared/schemas/vehicles/vehicle';

// The mass search's pasted text and its answer: values one per line or separated by commas, semicolons or spaces
// (a phone written with spaces, '+7 916 123-45-67', stays one value), and what each found order matched.

const PHONE_LIKE = /^\+?[\d\s()-]{10,}$/;

/** The distinct values of the pasted text, in the order they were pasted. */
export function parseSearchValues(text: string): string[] {
  const values: string[] = [];
  for (const chunk of text.split(/[\n\r,;]+/)) {
    const trimmed = chunk.trim();
    if (!trimmed) continue;
    const digits = trimmed.replace(/\D/g, '');
    if (PHONE_LIKE.test(trimmed) && digits.length >= 10 && digits.length <= 11) values.push(trimmed);
    else values.push(...trimmed.split(/\s+/));
  }
  return [...new Set(values)];
}

export type MatchKind = 'Номер заявки' | 'Телефон' | 'Госномер' | 'Лид Carmen';

/** What of the order the value matched (the server answers only which value it was); null if none of these. */
export function matchKindOf(order: OrderEntity, value: string): MatchKind | null {
  if (order.number === value) return 'Номер заявки';
  if (order.carmenLeadId === value) return 'Лид Carmen';
  const plate = order.vehicleNumber?.toUpperCase();
  if (plate && (plate === value.toUpperCase() || plate === normalizePlateInput(value))) return 'Госномер';
  if (order.clientPhone && order.clientPhone === normalizePhone(value)) return 'Телефон';
  return null;
}
