import { describe, it } from 'vitest';
import { evacuationOrderSchema, incidentOrderSchema, orderFormSchema } from '../../src/shared/schemas/orders/orderForm';
import { expectIssue, type Row } from './expectIssue';

const order = { serviceId: 41, clientId: 7, statusRefValueId: 1, cost: 0 };
const axle = { brandId: 1, modelId: 2, width: 205, height: 55 };
const tyres = { ...order, serviceId: 69, storedObjectRefValueId: 379, tires: { front: axle } };
const rims = { typeRefValueId: 3, isOriginal: false };

describe('order form', () => {
  it.each<Row>([
    ['a valid order passes', order, '', null],
    ['service required', { ...order, serviceId: undefined }, 'serviceId', 'Укажите сервис'],
    ['client required', { ...order, clientId: 0 }, 'clientId', 'Укажите клиента'],
    ['status required', { ...order, statusRefValueId: undefined }, 'statusRefValueId', 'Укажите статус заявки'],
    ['cost at least 0', { ...order, cost: -1 }, 'cost', 'Только больше нуля'],
    // service 69, tyres per axle
    ['tyre order with the front axle passes', tyres, '', null],
    [
      'tyre brand',
      { ...tyres, tires: { front: { ...axle, brandId: undefined } } },
      'tires.front.brandId',
      'Укажите производителя шин',
    ],
    [
      'tyre model',
      { ...tyres, tires: { front: { ...axle, modelId: 0 } } },
      'tires.front.modelId',
      'Укажите модель шин',
    ],
    [
      'tyre width',
      { ...tyres, tires: { front: { ...axle, width: undefined } } },
      'tires.front.width',
      'Укажите ширину шин',
    ],
    [
      'tyre height',
      { ...tyres, tires: { front: { ...axle, height: undefined } } },
      'tires.front.height',
      'Укажите высоту шин',
    ],
    ['no tyres at all', { ...tyres, tires: undefined }, 'tires.front.brandId', 'Укажите производителя шин'],
    [
      'second axle checked when shown',
      { ...tyres, tires: { front: axle, showRear: true, rear: { ...axle, height: undefined } } },
      'tires.rear.height',
      'Укажите высоту шин',
    ],
    ['second axle ignored when hidden', { ...tyres, tires: { front: axle, showRear: false } }, '', null],
    ['other services skip the tyre rules', { ...tyres, serviceId: 41, tires: undefined }, '', null],
    // stored rims (443) and sets (380)
    [
      'rims only: no tyre rules, rims pass',
      { ...tyres, storedObjectRefValueId: 443, tires: undefined, rims },
      '',
      null,
    ],
    [
      'rims type',
      { ...tyres, storedObjectRefValueId: 443, rims: { ...rims, typeRefValueId: undefined } },
      'rims.typeRefValueId',
      'Укажите тип дисков',
    ],
    [
      'rims original or replica',
      { ...tyres, storedObjectRefValueId: 380, rims: { typeRefValueId: 3 } },
      'rims.isOriginal',
      'Укажите Оригинал/Реплика',
    ],
    [
      'a set needs tyres too',
      { ...tyres, storedObjectRefValueId: 380, rims, tires: undefined },
      'tires.front.width',
      'Укажите ширину шин',
    ],
    // cancellation
    [
      'cancel reason for service 13 with status 121',
      { ...order, serviceId: 13, statusRefValueId: 121 },
      'cancelReasonRefValueId',
      'Укажите причину отмены',
    ],
    [
      'cancel reason for service 42',
      { ...order, serviceId: 42, statusRefValueId: 121 },
      'cancelReasonRefValueId',
      'Укажите причину отмены',
    ],
    ['cancel reason given', { ...order, serviceId: 42, statusRefValueId: 121, cancelReasonRefValueId: 5 }, '', null],
    ['other services cancel without a reason', { ...order, serviceId: 41, statusRefValueId: 121 }, '', null],
    // outside the ring road
    ['distance 0 passes', { ...order, outsideRingRoadDistance: 0 }, '', null],
    [
      'distance an integer',
      { ...order, outsideRingRoadDistance: 1.5 },
      'outsideRingRoadDistance',
      'Допускается только целое число',
    ],
    [
      'distance non-negative',
      { ...order, outsideRingRoadDistance: -3 },
      'outsideRingRoadDistance',
      'Расстояние не может быть отрицательным',
    ],
  ])('%s', (_title, input, path, message) => expectIssue(orderFormSchema, input, path, message));
});

describe('incident and evacuation orders', () => {
  const incident = { serviceId: 1, clientId: 2, address: 'Москва, Тверская, 1', description: 'Не заводится' };
  const evacuation = { ...incident, evacuationReasonRefValueId: 3, wheelLockRefValueId: 4 };
  it.each<Row>([
    ['an incident passes', incident, '', null],
    ['service', { ...incident, serviceId: undefined }, 'serviceId', 'Укажите сервис'],
    ['client', { ...incident, clientId: undefined }, 'clientId', 'Укажите клиента'],
    ['address', { ...incident, address: '' }, 'address', 'Укажите адрес'],
    ['what happened', { ...incident, description: ' ' }, 'description', 'Укажите, что произошло'],
  ])('incident: %s', (_title, input, path, message) => expectIssue(incidentOrderSchema, input, path, message));

  it.each<Row>([
    ['an evacuation passes', evacuation, '', null],
    [
      'reason',
      { ...evacuation, evacuationReasonRefValueId: undefined },
      'evacuationReasonRefValueId',
      'Укажите причину эвакуации',
    ],
    [
      'wheel lock',
      { ...evacuation, wheelLockRefValueId: undefined },
      'wheelLockRefValueId',
      'Укажите, заблокированы ли колеса',
    ],
    ['what happened', { ...evacuation, description: '' }, 'description', 'Укажите, что произошло'],
  ])('evacuation: %s', (_title, input, path, message) => expectIssue(evacuationOrderSchema, input, path, message));
});
