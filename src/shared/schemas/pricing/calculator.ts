import { z } from 'zod';
import { REF_VALUE_IDS } from '../../referenceIds';
import { entityIdSchema, idField } from '../fields/resourceFields';

// The tyre-service calculators: POST /open/calculate/station_tire_fitting and /station_tire_storage (the platform's
// site, no token) and their staff twins under /prices/calculate. They price one complex bundle from the price lists
// of a region or of a station (office), with a promo code if one is given; nothing is stored or used up.

const regionOrStation = {
  /** The client's region (FIAS): every partner price list for the service in that region gives an offer. */
  regionFiasId: z.string({ error: 'Некорректный регион' }).trim().min(1, 'Некорректный регион').max(64).optional(),
  /** A station: its own (stationary) price list, else its partner's lists. */
  partnerOfficeId: idField('Некорректная станция').optional(),
  wheelDiameterRefValueId: idField('Укажите диаметр колеса'),
  wheelCount: z
    .number({ error: 'Количество колёс — целое число от 1 до 8' })
    .int('Количество колёс — целое число от 1 до 8')
    .min(1, 'Количество колёс — целое число от 1 до 8')
    .max(8, 'Количество колёс — целое число от 1 до 8')
    .default(4),
  promoCode: z.string({ error: 'Некорректный промокод' }).trim().max(64).optional(),
};

const placeRule = (value: { regionFiasId?: string; partnerOfficeId?: number }, ctx: z.RefinementCtx) => {
  if (!value.regionFiasId && !value.partnerOfficeId)
    ctx.addIssue({ code: 'custom', path: ['regionFiasId'], message: 'Укажите регион или станцию' });
};

/** Tyre fitting at a station: an operation (book 919) for a car (type, book 920) on wheels of a diameter. */
export const tireFittingCalculationSchema = z
  .object({
    ...regionOrStation,
    tireOperationRefValueId: idField('Укажите операцию').default(REF_VALUE_IDS.tireFittingComplex),
    carTypeRefValueId: idField('Некорректный тип автомобиля').default(REF_VALUE_IDS.carPassenger),
  })
  .superRefine(placeRule);
export type TireFittingCalculation = z.infer<typeof tireFittingCalculationSchema>;

/** Seasonal storage at a station: tyres or wheels on rims, for some months. */
export const tireStorageCalculationSchema = z
  .object({
    ...regionOrStation,
    tireOperationRefValueId: idField('Укажите операцию').default(REF_VALUE_IDS.tireStorageTyres),
    months: z
      .number({ error: 'Срок хранения — целое число месяцев от 1 до 12' })
      .int('Срок хранения — целое число месяцев от 1 до 12')
      .min(1, 'Срок хранения — целое число месяцев от 1 до 12')
      .max(12, 'Срок хранения — целое число месяцев от 1 до 12')
      .default(6),
  })
  .superRefine(placeRule);
export type TireStorageCalculation = z.infer<typeof tireStorageCalculationSchema>;

export const calculationLineSchema = z.object({
  positionId: entityIdSchema,
  name: z.string(),
  unit: z.string(),
  /** The price-list amount of one unit, roubles with kopecks. */
  price: z.number(),
  quantity: z.number().int(),
  amount: z.number(),
});

/** One station's or partner's price: a price list, its lines, the promo's discount and what is left to pay. */
export const calculationOfferSchema = z.object({
  priceListId: entityIdSchema,
  priceListName: z.string(),
  partnerId: entityIdSchema,
  partnerName: z.string(),
  partnerOfficeId: entityIdSchema.nullable(),
  lines: z.array(calculationLineSchema),
  amount: z.number(),
  promoDiscount: z.number(),
  total: z.number(),
});
export type CalculationOffer = z.infer<typeof calculationOfferSchema>;

export const calculationResultSchema = z.object({
  serviceId: entityIdSchema,
  bundleId: entityIdSchema,
  bundleName: z.string(),
  promo: z
    .object({
      code: z.string(),
      name: z.string(),
      discount: z.number().nullable(),
      discountPercent: z.number().nullable(),
    })
    .nullable(),
  /** Cheapest first. */
  offers: z.array(calculationOfferSchema),
});
export type CalculationResult = z.infer<typeof calculationResultSchema>;
