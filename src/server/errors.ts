import { ERROR_CODES } from '../shared/errorCodes';

/**
 * A failure the client is meant to read: it becomes the error object
 * `{ message, errorCode, timestamp, status, details? }` in the central error handler.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly details?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After of a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const MESSAGES = {
  unauthorized: 'Требуется авторизация',
  invalidToken: 'Сессия недействительна или истекла',
  accessDenied: 'Недостаточно прав для выполнения операции',
  routeNotFound: 'Маршрут не найден',
  validation: 'Проверьте правильность заполнения полей',
  internal: 'Внутренняя ошибка сервера',
  badCredentials: 'Введен неправильно логин или пароль, попробуйте еще раз.',
  userBlocked: 'Учётная запись заблокирована',
  badRequest: 'Некорректный запрос',
  badValue: 'Недопустимое значение в запросе: слишком длинный текст или число вне диапазона',
  invalidJson: 'Тело запроса не является корректным JSON',
  payloadTooLarge: 'Слишком большой запрос',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого запроса',
} as const;

export const unauthorized = () => new AppError(401, ERROR_CODES.unauthorized, MESSAGES.unauthorized);
/** 430 makes the console drop its stored session. */
export const invalidToken = () => new AppError(430, ERROR_CODES.invalidToken, MESSAGES.invalidToken);
export const accessDenied = () => new AppError(403, ERROR_CODES.accessDenied, MESSAGES.accessDenied);
export const notFound = (message: string) => new AppError(404, ERROR_CODES.entityNotFound, message);
export const routeNotFound = () => new AppError(404, ERROR_CODES.routeNotFound, MESSAGES.routeNotFound);
