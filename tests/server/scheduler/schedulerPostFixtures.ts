import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import type { PermissionFlag } from '../../../src/shared/permissions';
import { uniqueTag } from '../evacuation/evacuationFixtures';
import { ALL_FLAGS, newPost as newBookablePost, newOffice, newPartner, schedulerUser } from './schedulerFixtures';

// What the tests of posts, weekly hours, the half-year plan and federal days share: partners, offices and posts of
// their own, users holding chosen scheduler keys (a partner's staff when given a partner) and a call helper.

export { ALL_FLAGS };
export type Failure = { errorCode: string; message: string; details?: Record<string, string> };

export async function newPartnerOffice(db: Db, label: string, timezone = 'Europe/Moscow') {
  const tag = uniqueTag();
  const name = `${label} ${tag}`;
  const partner = { id: await newPartner(db, name), name };
  const office = await newOffice(db, { partnerId: partner.id, name: `Офис ${label} ${tag}`, timezone });
  return { partner, office };
}

/** A bare post: no services and no hours (the tests of posts and hours give them). */
export const newPost = (db: Db, officeId: number, name = `Пост ${uniqueTag()}`, sort = 0) =>
  newBookablePost(db, officeId, { name, sort, serviceIds: [], weekly: [] });

/** A token of a fresh user holding `keys` with `flags`; with a partner, that partner's staff. */
export async function tokenWith(
  app: App,
  db: Db,
  keys: string[],
  flags: PermissionFlag[] = ALL_FLAGS,
  partnerId: number | null = null,
) {
  return (await schedulerUser(app, db, { partnerId, keys, flags })).token;
}

/** Calls under /v1 with a token; `ok` expects 200 and answers the body, `fails` checks status, code and message. */
export function schedulerCalls(app: () => App) {
  const call = (token: string | null, method: InjectOptions['method'], url: string, payload?: object) =>
    app().inject({
      method,
      url: `/v1${url}`,
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });
  async function ok<T>(token: string, method: InjectOptions['method'], url: string, payload?: object): Promise<T> {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  async function fails(
    token: string | null,
    method: InjectOptions['method'],
    url: string,
    payload: object | undefined,
    status: number,
    errorCode: string,
    message?: string,
  ) {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as Failure;
    expect(body.errorCode).toBe(errorCode);
    if (message !== undefined) expect(body.message).toBe(message);
    return body;
  }
  return { call, ok, fails };
}
