import axios, { AxiosError, type AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS, STATUS_INVALID_TOKEN } from '../../shared/constants';
import { ApiError } from './ApiError';

export const NETWORK_ERROR_MESSAGE = 'Возникла ошибка сети. Проверьте соединение с интернет.';

export interface HttpHooks {
  getToken: () => string | null;
  /** Status 430: the token is no longer valid. */
  onTokenRejected: () => void;
  /** Network failures and 5xx answers get a toast whatever screen made the call. */
  onGlobalError: (error: ApiError) => void;
}

/** Turns whatever the server or the network gave into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const res = error.response;
    if (!res) return new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0 }, true);
    const data = res.data as unknown;
    if (typeof data === 'string' && data.trim()) return new ApiError({ message: data, status: res.status });
    if (data && typeof data === 'object') {
      const d = data as Record<string, unknown>;
      if (typeof d.message === 'string') {
        return new ApiError({
          message: d.message,
          errorCode: typeof d.errorCode === 'string' ? d.errorCode : undefined,
          status: res.status,
          timestamp: typeof d.timestamp === 'number' ? d.timestamp : undefined,
          details: d.details && typeof d.details === 'object' ? (d.details as Record<string, string>) : undefined,
        });
      }
      // A bare field -> message map.
      const details = Object.fromEntries(Object.entries(d).filter(([, v]) => typeof v === 'string')) as Record<
        string,
        string
      >;
      return new ApiError({
        message: Object.values(details)[0] ?? `Ошибка ${res.status}`,
        status: res.status,
        details,
      });
    }
    return new ApiError({ message: `Ошибка ${res.status}`, status: res.status });
  }
  return new ApiError({ message: error instanceof Error ? error.message : String(error) });
}

export function createHttp(hooks: HttpHooks): AxiosInstance {
  const http = axios.create({
    baseURL: '/v1',
    timeout: REQUEST_TIMEOUT_MS,
    validateStatus: (s) => s >= 200 && s < 300,
  });
  http.interceptors.request.use((config) => {
    const token = hooks.getToken();
    if (token) config.headers.set('Authorization', token);
    return config;
  });
  http.interceptors.response.use(undefined, (raw) => {
    const error = toApiError(raw);
    if (error.status === STATUS_INVALID_TOKEN) hooks.onTokenRejected();
    else if (error.connectError || error.status >= 500) hooks.onGlobalError(error);
    return Promise.reject(error);
  });
  return http;
}
