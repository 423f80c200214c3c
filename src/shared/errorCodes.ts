import { z } from 'zod';

/** The one body every failed call answers (the error object). */
export const errorBodySchema = z.object({
  message: z.string(),
  errorCode: z.string(),
  timestamp: z.number(),
  status: z.number(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  invalidToken: 'INVALID_TOKEN',
  accessDenied: 'ACCESS_DENIED',
  entityNotFound: 'ENTITY_NOT_FOUND',
  routeNotFound: 'ROUTE_NOT_FOUND',
  ineligibleState: 'INELIGIBLE_STATE',
  bindingExists: 'BINDING_ALREADY_EXISTS',
  userRegistered: 'USER_ALREADY_REGISTERED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  /** Login refused: unknown login, wrong password or no password yet (invited). */
  badCredentials: 'BAD_CREDENTIALS',
  userBlocked: 'USER_BLOCKED',
  /** The request itself is unreadable: malformed JSON, bad multipart, wrong content length. */
  badRequest: 'BAD_REQUEST',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /**
   * A post's time is taken: an appointment or a work interval overlaps another (the database's exclusion constraints).
   */
  slotTaken: 'SLOT_TAKEN',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
