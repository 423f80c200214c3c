import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import type { PermissionFlag } from '../../../src/shared/permissions';
import type { CardType } from '../../../src/shared/schemas/cards/cardTypes';
import { invoiceUser } from '../invoices/invoiceFixtures';
import { ALL_FLAGS } from '../pricing/priceListFixtures';

// What the card suites share: users holding 'card.types', calls with a token, a card type of the test's own.

export const CARD_TYPES_KEY = 'card.types';

/** A user with 'card.types' and these flags; with partnerId, that partner's staff. */
export const cardUser = (app: App, db: Db, flags: PermissionFlag[] = ALL_FLAGS, partnerId: number | null = null) =>
  invoiceUser(app, db, flags, partnerId, [CARD_TYPES_KEY]);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function cardCalls(app: () => App) {
  const call = (token: string | null, method: Method, url: string, payload?: object) =>
    app().inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const ok = async <T>(token: string, method: Method, url: string, payload?: object): Promise<T> => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  /** The error body of a refused call, after checking its status and code. */
  const refused = async (
    expected: [status: number, errorCode: string],
    token: string | null,
    method: Method,
    url: string,
    payload?: object,
  ) => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected[0]);
    const body = response.json() as { errorCode: string; message: string; details?: Record<string, string> };
    expect(body.errorCode).toBe(expected[1]);
    return body;
  };
  const newCardType = (token: string, fields: object = {}) =>
    ok<CardType>(token, 'POST', '/v1/service_cards/types', { name: `Карта ${randomUUID().slice(0, 8)}`, ...fields });
  return { call, ok, refused, newCardType };
}
