import type { ErrorBody } from '../../shared/errorCodes';

/** What every failed call becomes in the console, built from the error body (ErrorBody, src/shared/errorCodes.ts). */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly status: number;
  readonly timestamp: number;
  readonly details?: Record<string, string>;
  /** Network failure or time-out: the request never got an answer. */
  readonly connectError: boolean;

  constructor(body: Partial<ErrorBody> & { message: string }, connectError = false) {
    super(body.message);
    this.name = 'ApiError';
    this.errorCode = body.errorCode ?? (connectError ? 'NETWORK_ERROR' : 'UNKNOWN_ERROR');
    this.status = body.status ?? 0;
    this.timestamp = body.timestamp ?? Math.floor(Date.now() / 1000);
    this.details = body.details;
    this.connectError = connectError;
  }
}
