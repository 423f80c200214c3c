import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../shared/errorCodes';
import { ERROR_CODES } from '../../shared/errorCodes';
import { isBadValue } from '../db/sqlState';
import { AppError, MESSAGES } from '../errors';

export function errorBody(
  status: number,
  errorCode: string,
  message: string,
  details?: Record<string, string>,
): ErrorBody {
  const body: ErrorBody = { message, errorCode, timestamp: Math.floor(Date.now() / 1000), status };
  if (details && Object.keys(details).length > 0) body.details = details;
  return body;
}

/** Field → first message: the first failing rule of a field is the one its form shows (e.g. 'required'). */
function validationDetails(error: FastifyError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || error.validationContext || 'body';
    details[field] ??= issue.message ?? MESSAGES.validation;
  }
  return details;
}

/**
 * Client errors raised by Fastify and its plugins before our code runs (they carry a 4xx statusCode), in Russian
 * and never a 500. An error of our own without a statusCode is a bug and stays a 500.
 */
function frameworkClientError(error: FastifyError): { status: number; errorCode: string; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  const code = error.code ?? '';
  if (
    status === 413 ||
    ['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(code)
  ) {
    return { status: 413, errorCode: ERROR_CODES.payloadTooLarge, message: MESSAGES.payloadTooLarge };
  }
  if (status === 415 || status === 406 || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, errorCode: ERROR_CODES.unsupportedMediaType, message: MESSAGES.unsupportedMediaType };
  }
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, errorCode: ERROR_CODES.badRequest, message: MESSAGES.invalidJson };
  }
  if (status === 404) return { status, errorCode: ERROR_CODES.routeNotFound, message: MESSAGES.routeNotFound };
  if (status === 429) return { status, errorCode: ERROR_CODES.tooManyRequests, message: 'Слишком много запросов' };
  return { status: 400, errorCode: ERROR_CODES.badRequest, message: MESSAGES.badRequest };
}

function handle(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.status).send(errorBody(error.status, error.errorCode, error.message, error.details));
  }
  if (hasZodFastifySchemaValidationErrors(error) || (error.validation && error.validation.length > 0)) {
    return reply.code(400).send(errorBody(400, ERROR_CODES.validation, MESSAGES.validation, validationDetails(error)));
  }
  const client = isResponseSerializationError(error) ? null : frameworkClientError(error);
  if (client) {
    request.log.info({ code: error.code, message: error.message }, 'client error');
    return reply.code(client.status).send(errorBody(client.status, client.errorCode, client.message));
  }
  // A value no route's schema bounded (an endless text, a number past the column) that the database refused: the
  // request's fault, logged to find the schema that should have bounded it.
  if (isBadValue(error)) {
    request.log.warn({ err: error }, 'the database refused a value of the request');
    return reply.code(400).send(errorBody(400, ERROR_CODES.badRequest, MESSAGES.badValue));
  }
  // Everything else is our fault: log it with the request id (pino binds reqId), mask it for the client.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(500, ERROR_CODES.internal, MESSAGES.internal));
}

/** One place turns every failure into the error object { message, errorCode, timestamp, status, details? }. */
/**
 * The router's own refusals (a path parameter over the length limit, a malformed URL) answer in the error object of
 * every other failure, not in Fastify's default body.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body = tooLong
    ? errorBody(414, ERROR_CODES.badRequest, 'Слишком длинный параметр в адресе запроса')
    : errorBody(400, ERROR_CODES.badRequest, 'Некорректный адрес запроса');
  void (reply as FastifyReply).code(tooLong ? 414 : 400).send(body);
};

export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handle);
  },
  { name: 'errorHandler' },
);
