import { z } from 'zod';
import { kopecks } from '../../invoiceMoney';
import { entityIdSchema, idField, idParam, showDeletedQuerySchema, unixSecondsSchema } from '../fields/resourceFields';

// Price lists (/pricelists, /pricelists/:priceListId/): a partner's list for a service, optionally an office's own
// (stationary) list, the regions it prices in and its items (a nomenclature position and its amount). The invoice
// editor's reads and the item shape (priceListItemSchema) live in ../invoice.ts; everything the price-list screens send is here.

export const PRICE_LIST_NOT_FOUND = 'Прайс-лист не найден';
export const PRICE_LIST_REGION_NOT_FOUND = 'Регион прайс-листа не найден';
export const PRICE_LIST_ITEM_NOT_FOUND = 'Позиция прайс-листа не найдена';
export const PRICE_LIST_REGION_EXISTS = 'Регион уже добавлен в прайс-лист';
export const POSITION_IN_LIST = 'Позиция уже есть в прайс-листе';
export const POSITION_NOT_FOUND = 'Позиция номенклатуры не найдена';
export const POSITION_REPEATED = 'Позиция указана дважды';
export const OFFICE_OF_OTHER_PARTNER = 'Офис другого партнёра';
export const AMOUNT_NEGATIVE = 'Сумма не может быть отрицательной';
export const AMOUNT_DECIMALS = 'Сумма — не больше двух знаков после запятой';
export const AMOUNT_REQUIRED = 'Укажите сумму';
export const AMOUNT_TOO_BIG = 'Сумма слишком большая';
/** The most a price may be (numeric(14,2) holds more; nothing on a price list costs a hundred million). */
export const AMOUNT_MAX = 99_999_999.99;
/** The most rows one bulk add or bulk update takes. */
export const BULK_MAX = 500;

/** A price in roubles: not negative, at most 2 decimals (checked in kopecks, never by float comparison). */
export const amountField = z
  .number({ error: AMOUNT_REQUIRED })
  .min(0, AMOUNT_NEGATIVE)
  .max(AMOUNT_MAX, AMOUNT_TOO_BIG)
  .refine((v) => kopecks(v) === Number((v * 100).toPrecision(15)), AMOUNT_DECIMALS);

/** A price as a person types it ('1234,56' or '1234.56'): the number the API takes, or NaN. */
export const parseAmount = (text: string): number => {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  return clean === '' || !/^-?\d*\.?\d*$/.test(clean) ? Number.NaN : Number(clean);
};

export const priceListRegionSchema = z.object({
  id: entityIdSchema,
  priceListId: entityIdSchema,
  regionFiasId: z.string(),
  regionName: z.string(),
});
export type PriceListRegion = z.infer<typeof priceListRegionSchema>;

/** A row of GET /price_lists and the answer of GET, POST, PUT, DELETE /price_lists/{id}. */
export const priceListRowSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  partnerId: entityIdSchema,
  partnerName: z.string().nullable(),
  serviceId: entityIdSchema,
  serviceName: z.string().nullable(),
  partnerOfficeId: entityIdSchema.nullable(),
  officeName: z.string().nullable(),
  officeAddress: z.string().nullable(),
  regions: z.array(priceListRegionSchema.omit({ priceListId: true })),
  /** Alive items. */
  itemCount: z.number().int(),
  createdAt: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type PriceListRow = z.infer<typeof priceListRowSchema>;

/** GET /price_lists?showDeleted&partnerId */
export const priceListsQuerySchema = showDeletedQuerySchema.extend({
  partnerId: idParam('Некорректный партнёр').optional(),
});
export const priceListIdParamsSchema = z.object({ id: idParam('Некорректный прайс-лист') });

const NAME_MESSAGE = 'Укажите название';
/** POST /price_lists; a partner's staff always create in their own partner. */
export const priceListCreateSchema = z.object({
  name: z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(200, 'Не длиннее 200 символов'),
  partnerId: idField('Выберите партнёра'),
  serviceId: idField('Выберите услугу'),
  partnerOfficeId: idField('Некорректный офис').nullable().default(null),
});
export type PriceListCreate = z.input<typeof priceListCreateSchema>;
/** PUT /price_lists/{id}: the header; a list never moves to another partner. */
export const priceListUpdateSchema = priceListCreateSchema.omit({ partnerId: true });
export type PriceListUpdate = z.input<typeof priceListUpdateSchema>;

/** GET /price_lists/regions?priceListId */
export const priceListRegionsQuerySchema = z.object({ priceListId: idParam('Некорректный прайс-лист') });
const REGION_MESSAGE = 'Укажите регион';
/** POST /price_lists/regions */
export const priceListRegionCreateSchema = z.object({
  priceListId: idField('Некорректный прайс-лист'),
  regionFiasId: z.string({ error: REGION_MESSAGE }).trim().min(1, REGION_MESSAGE).max(64, 'Некорректный регион'),
});
export const priceListRegionIdParamsSchema = z.object({ id: idParam('Некорректный регион прайс-листа') });

/** ?priceListId of POST and PUT /price_lists/items and POST /price_lists/positions/{positionId}/items. */
export const priceListIdQuerySchema = z.object({ priceListId: idParam('Некорректный прайс-лист') });
export const priceListItemIdParamsSchema = z.object({ id: idParam('Некорректная позиция прайс-листа') });
export const positionIdParamsSchema = z.object({ positionId: idParam('Некорректная позиция номенклатуры') });

const BULK_EMPTY = 'Добавьте хотя бы одну позицию';
const BULK_TOO_MANY = `Не больше ${BULK_MAX} позиций за раз`;
/** POST /price_lists/items?priceListId: positions added at once, all or none. */
export const priceListItemsAddSchema = z
  .array(z.object({ positionId: idField('Выберите позицию'), amount: amountField }), { error: BULK_EMPTY })
  .min(1, BULK_EMPTY)
  .max(BULK_MAX, BULK_TOO_MANY);
export type PriceListItemsAdd = z.infer<typeof priceListItemsAddSchema>;
/** PUT /price_lists/items?priceListId: amounts of several items at once, all or none. */
export const priceListItemsUpdateSchema = z
  .array(z.object({ id: idField('Некорректная позиция прайс-листа'), amount: amountField }), { error: BULK_EMPTY })
  .min(1, BULK_EMPTY)
  .max(BULK_MAX, BULK_TOO_MANY);
export type PriceListItemsUpdate = z.infer<typeof priceListItemsUpdateSchema>;
/** PUT /price_lists/items/{id} and POST /price_lists/positions/{positionId}/items?priceListId */
export const priceListAmountSchema = z.object({ amount: amountField });
/** The amount form of the console: what is typed ('1234,56' too) read as the number the API takes. */
export const priceListAmountFormSchema = z.object({
  amount: z.string({ error: AMOUNT_REQUIRED }).transform(parseAmount).pipe(amountField),
});
/** PUT /price_lists/positions/{positionId}/items */
export const positionItemUpdateSchema = z.object({
  priceListId: idField('Некорректный прайс-лист'),
  amount: amountField,
});
/** DELETE /price_lists/items?positionId&priceListId: delete by position. */
export const positionItemQuerySchema = z.object({
  positionId: idParam('Некорректная позиция номенклатуры'),
  priceListId: idParam('Некорректный прайс-лист'),
});

/** A position to choose from (GET /nomenclature/short, or this area's fallback GET /price_lists/positions). */
export const positionChoiceSchema = z.object({ id: entityIdSchema, name: z.string(), unit: z.string().optional() });
export type PositionChoice = z.infer<typeof positionChoiceSchema>;
