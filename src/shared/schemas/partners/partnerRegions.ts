import { z } from 'zod';
import { entityIdSchema, idParam, unixSecondsSchema } from '../fields/resourceFields';

// The regions of the regional address directory a partner works in, and the directory's search (regions and cities).

export const PARTNER_REGION_NOT_FOUND = 'Регион партнёра не найден';
export const PARTNER_REGION_EXISTS = 'Регион уже добавлен партнёру';
export const CITY_OUTSIDE_REGION = 'Город не относится к выбранному региону';
/** Address suggestion count (seed §9). */
export const FIAS_SEARCH_LIMIT = 10;

const QUERY_MESSAGE = 'Введите не меньше 2 символов';
export const fiasSearchQuerySchema = z.object({
  query: z.string({ error: QUERY_MESSAGE }).trim().min(2, QUERY_MESSAGE).max(100, 'Не длиннее 100 символов'),
});
export const fiasItemSchema = z.object({
  fiasId: z.string(),
  name: z.string(),
  level: z.enum(['region', 'city']),
  regionFiasId: z.string(),
  regionName: z.string(),
});
export type FiasItem = z.infer<typeof fiasItemSchema>;

export const partnerRegionSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  regionFiasId: z.string(),
  regionName: z.string(),
  cityFiasId: z.string().nullable(),
  cityName: z.string().nullable(),
  createdAt: unixSecondsSchema,
});
export type PartnerRegion = z.infer<typeof partnerRegionSchema>;

const FIAS_MESSAGE = 'Укажите регион';
export const partnerRegionCreateSchema = z.object({
  regionFiasId: z.string({ error: FIAS_MESSAGE }).trim().uuid(FIAS_MESSAGE),
  cityFiasId: z.string().trim().uuid('Некорректный город').nullable().default(null),
});
export type PartnerRegionCreate = z.input<typeof partnerRegionCreateSchema>;
export const partnerRegionIdParamsSchema = z.object({ id: idParam('Некорректный регион партнёра') });
