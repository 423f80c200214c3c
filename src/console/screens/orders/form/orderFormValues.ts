import { DateTime } from 'luxon';
import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../../../../shared/format';
import { REF_VALUE_IDS } from '../../../../shared/referenceIds';
import { RU_DATE_TIME, ruDateTimeSchema } from '../../../../shared/schemas/fields/dates';
import { optionalField } from '../../../../shared/schemas/fields/formFields';
import { type OrderEntity, type OrderField, orderSaveSchema } from '../../../../shared/schemas/orders/orderEntity';
import { specificFieldsSchema, specificText } from './specificFieldSchema';

// The order form of the console: the shared save schema (the server parses the body with it, so a rule and its
// message exist once), except what a form holds as text: the planned date typed DD.MM.YYYY HH:mm, 'Оригинал' /
// 'Реплика' as a select, and the service's own fields typed by their definitions.

export interface AxleText {
  brandId: string;
  modelId: string;
  width: string;
  height: string;
}

/** What the form shows and submits, as text. */
export interface OrderFormText {
  serviceId: string;
  clientId: string;
  vehicleId: string;
  statusRefValueId: string;
  partnerId: string;
  officeId: string;
  cost: string;
  address: string;
  description: string;
  plannedDate: string;
  storedObjectRefValueId: string;
  tires: { front: AxleText; rear: AxleText; showRear: string };
  rims: { typeRefValueId: string; isOriginal: string };
  cancelReasonRefValueId: string;
  outsideRingRoadDistance: string;
  specificValues: Record<string, string>;
  specificRefValues: Record<string, string>;
}

const rimsShape = orderSaveSchema.shape.rims.unwrap().shape;
const toBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

const plannedDateToUnix = (text: string) =>
  Math.floor(DateTime.fromFormat(text, RU_DATE_TIME, { zone: DEFAULT_TIMEZONE }).toSeconds());

/** The console's schema for a service with these own fields. */
export function orderConsoleSchema(fields: readonly OrderField[]) {
  const specific = specificFieldsSchema(fields);
  const shape = orderSaveSchema.shape;
  // The own fields' objects give the same values the body's records hold, checked field by field.
  return orderSaveSchema.safeExtend({
    plannedDate: optionalField(ruDateTimeSchema.transform(plannedDateToUnix)),
    rims: z
      .object({ typeRefValueId: rimsShape.typeRefValueId, isOriginal: z.preprocess(toBoolean, rimsShape.isOriginal) })
      .optional(),
    specificValues: specific.values as unknown as typeof shape.specificValues,
    specificRefValues: specific.refs as unknown as typeof shape.specificRefValues,
  });
}
export type OrderConsoleForm = z.output<ReturnType<typeof orderConsoleSchema>>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function axleText(value: unknown): AxleText {
  const axle = (value ?? {}) as Record<string, unknown>;
  return {
    brandId: text(axle.brandId),
    modelId: text(axle.modelId),
    width: text(axle.width),
    height: text(axle.height),
  };
}

/** A stored order as the form's text. */
export function orderFormText(order: OrderEntity, fields: readonly OrderField[] = []): OrderFormText {
  const tires = (order.tires ?? {}) as Record<string, unknown>;
  const rims = (order.rims ?? {}) as Record<string, unknown>;
  return {
    serviceId: text(order.serviceId),
    clientId: text(order.clientId),
    vehicleId: text(order.vehicleId),
    statusRefValueId: text(order.statusRefValueId),
    partnerId: text(order.partnerId),
    officeId: text(order.officeId),
    cost: text(order.cost),
    address: text(order.address),
    description: text(order.description),
    plannedDate:
      order.plannedDate === null
        ? ''
        : DateTime.fromSeconds(order.plannedDate, { zone: DEFAULT_TIMEZONE }).toFormat(RU_DATE_TIME),
    storedObjectRefValueId: text(order.storedObjectRefValueId),
    tires: { front: axleText(tires.front), rear: axleText(tires.rear), showRear: tires.showRear === true ? 'on' : '' },
    rims: { typeRefValueId: text(rims.typeRefValueId), isOriginal: text(rims.isOriginal) },
    cancelReasonRefValueId: text(order.cancelReasonRefValueId),
    outsideRingRoadDistance: text(order.outsideRingRoadDistance),
    specificValues: Object.fromEntries(
      fields.filter((f) => f.type !== 'ref').map((f) => [f.code, specificText(f, order.specificValues[f.code])]),
    ),
    specificRefValues: Object.fromEntries(
      fields.filter((f) => f.type === 'ref').map((f) => [f.code, text(order.specificRefValues[f.code])]),
    ),
  };
}

const EMPTY_AXLE: AxleText = { brandId: '', modelId: '', width: '', height: '' };

/** A new order: the preset service and client, status 'Новая'. */
export function newOrderFormText({ serviceId, clientId }: { serviceId?: number; clientId?: number }): OrderFormText {
  return {
    serviceId: text(serviceId),
    clientId: text(clientId),
    vehicleId: '',
    statusRefValueId: String(REF_VALUE_IDS.orderStatusNew),
    partnerId: '',
    officeId: '',
    cost: '',
    address: '',
    description: '',
    plannedDate: '',
    storedObjectRefValueId: '',
    tires: { front: EMPTY_AXLE, rear: EMPTY_AXLE, showRear: '' },
    rims: { typeRefValueId: '', isOriginal: '' },
    cancelReasonRefValueId: '',
    outsideRingRoadDistance: '',
    specificValues: {},
    specificRefValues: {},
  };
}
