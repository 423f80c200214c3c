import { errorBodySchema } from '../../shared/errorCodes';

/** Every route can fail with the error object (errorBodySchema); declared so the OpenAPI document says so. */
export const errorResponses = {
  '4xx': errorBodySchema.describe('Ошибка запроса: { message, errorCode, timestamp, status, details? }'),
  '5xx': errorBodySchema.describe('Внутренняя ошибка сервера'),
} as const;
