import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../../../src/server/app';
import { bonusOperations, clients } from '../../../../src/server/clients/clientsSchema';
import type { Db } from '../../../../src/server/db/db';
import { projects } from '../../../../src/server/db/schema';
import { promoUses } from '../../../../src/server/invoices/invoicesSchema';
import { clientPromos, promos } from '../../../../src/server/pricing/pricingSchema';
import { dateOf, type ReportWorld } from '../reportFixtures';

// Builders of the receipt reports' fixtures (bonus operations, promos and their uses) on top of reportFixtures, and
// the status of a report call for the tenant and permission checks.

/** A second client, for the counts of distinct clients. */
export async function anotherClient(db: Db, w: ReportWorld, lastName = 'Второй') {
  const [client] = await db
    .insert(clients)
    .values({
      lastName: `${lastName}${w.tag}`,
      firstName: 'Иван',
      phoneNumber: `+7993${String(randomInt(10_000_000)).padStart(7, '0')}`,
    })
    .returning();
  return client;
}

/** A ledger line of the world's client at `createdAt` ('2032-01-05 10:00'), the world's partner's unless told. */
export async function bonusOperation(
  db: Db,
  w: ReportWorld,
  createdAt: string,
  bonus: number,
  fields: Partial<typeof bonusOperations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(bonusOperations)
    .values({
      clientId: w.clientId,
      bonus,
      partnerId: w.partnerId,
      createdAt: dateOf(createdAt),
      ...fields,
    })
    .returning();
  return row;
}

/** A promo granted to the world's client: the promo (of a project of its own) and the client's grant. */
export async function clientPromo(db: Db, w: ReportWorld, name: string) {
  const [project] = await db
    .insert(projects)
    .values({ name: `Проект ${w.tag}` })
    .returning();
  const [promo] = await db
    .insert(promos)
    .values({ name: `${name} ${w.tag}`, projectId: project.id, code: `R${w.tag}${randomInt(1_000_000)}` })
    .returning();
  const [grant] = await db
    .insert(clientPromos)
    .values({ clientId: w.clientId, promoId: promo.id, sourceProjectId: project.id })
    .returning();
  return { promo, grant };
}

/** A use of the promo on the invoice at `usedAt` that took `discount` off it. */
export async function promoUse(
  db: Db,
  granted: Awaited<ReturnType<typeof clientPromo>>,
  invoiceId: number,
  usedAt: string,
  discount: number,
  fields: Partial<typeof promoUses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(promoUses)
    .values({
      promoId: granted.promo.id,
      clientPromoId: granted.grant.id,
      invoiceId,
      discount,
      usedAt: dateOf(usedAt),
      ...fields,
    })
    .returning();
  return row;
}

/** The status code of a report call (for the answers that are not 200). */
export async function reportStatus(app: App, token: string, path: string, body: object): Promise<number> {
  const response = await app.inject({ method: 'POST', url: path, headers: { authorization: token }, payload: body });
  return response.statusCode;
}

/** The partner's staff: their own rows only, 404 for another partner or its office, 403 without the key. */
export async function expectTenantRule(
  app: App,
  tokens: { staff: string; none: string },
  path: string,
  body: object,
  w: ReportWorld,
) {
  expect(await reportStatus(app, tokens.staff, path, { ...body, partnerId: w.partnerId })).toBe(404);
  expect(await reportStatus(app, tokens.staff, path, { ...body, officeId: w.officeId })).toBe(404);
  expect(await reportStatus(app, tokens.none, path, body)).toBe(403);
}
