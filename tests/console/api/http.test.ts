import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, toApiError } from '../../../src/console/api/http';
import { tokenExpiresAt, tokenUserId } from '../../../src/console/session/storedAuth';

const response = (status: number, data: unknown) =>
  new AxiosError('x', 'ERR', undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('toApiError (what the console makes of a failed call)', () => {
  it('marks a network failure as a connectivity error with the network message', () => {
    const e = toApiError(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(e.connectError).toBe(true);
    expect(e.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('keeps the error body of the server', () => {
    const e = toApiError(
      response(400, {
        message: 'Проверьте поля',
        errorCode: 'VALIDATION_ERROR',
        status: 400,
        timestamp: 1,
        details: { email: 'Некорректный email' },
      }),
    );
    expect(e).toMatchObject({
      message: 'Проверьте поля',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      details: { email: 'Некорректный email' },
    });
  });

  it('wraps a string body as the message and converts a field map', () => {
    expect(toApiError(response(409, 'Занято')).message).toBe('Занято');
    const e = toApiError(response(400, { email: 'Этот email уже используется!' }));
    expect(e.details).toEqual({ email: 'Этот email уже используется!' });
    expect(e.message).toBe('Этот email уже используется!');
  });
});

describe('tokenExpiresAt', () => {
  it('reads exp from the token payload, with or without Bearer', () => {
    const payload = btoa(JSON.stringify({ sub: '1', exp: 1_800_000_000 })).replace(/=+$/, '');
    expect(tokenExpiresAt(`Bearer h.${payload}.s`)).toBe(1_800_000_000_000);
    expect(tokenExpiresAt(`h.${payload}.s`)).toBe(1_800_000_000_000);
    expect(tokenExpiresAt('garbage')).toBeNull();
  });
});

describe('tokenUserId', () => {
  const token = (payload: object) => `Bearer h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
  it('reads the user id out of sub', () => {
    expect(tokenUserId(token({ sub: '17', exp: 1 }))).toBe(17);
    expect(tokenUserId(token({ sub: 17 }))).toBe(17);
  });
  it('answers null for a token that names no user', () => {
    expect(tokenUserId(token({ exp: 1 }))).toBeNull();
    expect(tokenUserId(token({ sub: 'admin' }))).toBeNull();
    expect(tokenUserId(token({ sub: '0' }))).toBeNull();
    expect(tokenUserId('garbage')).toBeNull();
  });
});
