import { z } from 'zod';
import { SERVICE_TYRE, SERVICES_WITH_CANCEL_REASON } from '../../constants';
import { REF_VALUE_IDS } from '../../referenceIds';
import {
  flag,
  isChosen,
  optionalChoice,
  optionalField,
  optionalId,
  type Report,
  refId,
  requiredText,
  withRules,
} from '../fields/formFields';

// The order form and the incident and evacuation orders. The rules are given, not the fields; the tyre-service
// fields are ours:
//   storedObjectRefValueId  what is stored: 379 tyres, 380 a set (tyres on rims), 443 rims;
//   tires.front / tires.rear  one axle's tyres: brandId, modelId (tyre catalogue), width, height;
//   tires.showRear          the second axle is shown (tyres differ per axle); only then is it checked;
//   rims.typeRefValueId     the rims type; rims.isOriginal  true 'Оригинал', false 'Реплика';
//   cancelReasonRefValueId  why an order of service 13 or 42 was cancelled (status 121);
//   outsideRingRoadDistance kilometres beyond the ring road, a whole number.

const { storedRims, storedWheelSet, orderStatusCancelled } = REF_VALUE_IDS;

const serviceId = refId('Укажите сервис');
const clientId = refId('Укажите клиента');

const AXLE_MESSAGES = {
  brandId: 'Укажите производителя шин',
  modelId: 'Укажите модель шин',
  width: 'Укажите ширину шин',
  height: 'Укажите высоту шин',
} as const;

const axleShape = z.object({
  brandId: optionalChoice(AXLE_MESSAGES.brandId),
  modelId: optionalChoice(AXLE_MESSAGES.modelId),
  width: optionalChoice(AXLE_MESSAGES.width),
  height: optionalChoice(AXLE_MESSAGES.height),
});
export type AxleTiresInput = z.infer<typeof axleShape>;

const orderShape = z.object({
  id: optionalId,
  serviceId,
  clientId,
  statusRefValueId: refId('Укажите статус заявки'),
  cost: optionalField(z.number({ error: 'Укажите стоимость числом' }).min(0, 'Только больше нуля')),
  storedObjectRefValueId: optionalId,
  tires: z.object({ front: axleShape.optional(), rear: axleShape.optional(), showRear: flag }).optional(),
  rims: z
    .object({
      typeRefValueId: optionalChoice('Укажите тип дисков'),
      isOriginal: optionalField(z.boolean({ error: 'Укажите Оригинал/Реплика' })),
    })
    .optional(),
  cancelReasonRefValueId: optionalChoice('Укажите причину отмены'),
  outsideRingRoadDistance: optionalField(
    z
      .number({ error: 'Допускается только целое число' })
      .int('Допускается только целое число')
      .nonnegative('Расстояние не может быть отрицательным'),
  ),
});
type OrderShape = z.output<typeof orderShape>;

/** Service 69: tyres per axle unless only rims are stored; rims type and origin when rims are stored. */
function tyreServiceRules({ storedObjectRefValueId: stored, tires, rims }: OrderShape, report: Report) {
  if (stored !== storedRims) {
    const axles = tires?.showRear ? (['front', 'rear'] as const) : (['front'] as const);
    for (const axle of axles)
      for (const [field, message] of Object.entries(AXLE_MESSAGES) as [keyof AxleTiresInput, string][])
        if (!isChosen(tires?.[axle]?.[field])) report(['tires', axle, field], message);
  }
  if (stored === storedRims || stored === storedWheelSet) {
    if (!isChosen(rims?.typeRefValueId)) report(['rims', 'typeRefValueId'], 'Укажите тип дисков');
    if (typeof rims?.isOriginal !== 'boolean') report(['rims', 'isOriginal'], 'Укажите Оригинал/Реплика');
  }
}

export const orderFormSchema = withRules(orderShape, (order, report) => {
  if (order.serviceId === SERVICE_TYRE) tyreServiceRules(order, report);
  const cancelled =
    SERVICES_WITH_CANCEL_REASON.includes(order.serviceId) && order.statusRefValueId === orderStatusCancelled;
  if (cancelled && !isChosen(order.cancelReasonRefValueId)) report('cancelReasonRefValueId', 'Укажите причину отмены');
});
export type OrderFormInput = z.infer<typeof orderFormSchema>;

/** An incident order: service, client, address and what happened. */
export const incidentOrderSchema = z.object({
  id: optionalId,
  serviceId,
  clientId,
  address: requiredText('Укажите адрес'),
  description: requiredText('Укажите, что произошло'),
});
export type IncidentOrderInput = z.infer<typeof incidentOrderSchema>;

/** An evacuation order: an incident plus the reason for the tow and whether the wheels are locked. */
export const evacuationOrderSchema = incidentOrderSchema.extend({
  evacuationReasonRefValueId: refId('Укажите причину эвакуации'),
  wheelLockRefValueId: refId('Укажите, заблокированы ли колеса'),
});
export type EvacuationOrderInput = z.infer<typeof evacuationOrderSchema>;
