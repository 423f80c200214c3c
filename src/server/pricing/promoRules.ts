import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ERROR_CODES } from '../../shared/errorCodes';
import { DEFAULT_TIMEZONE, unixToRuDate } from '../../shared/format';
import type { PromoTerms } from '../../shared/invoiceMoney';
import type { DbOrTx, Tx } from '../db/db';
import { AppError } from '../errors';
import { promoUses } from '../invoices/invoicesSchema';
import { clientPromos, partnerPromos, promos, servicePromos } from './pricingSchema';

// When a promo may be used, and its use counted. A use raises the promo's count by one conditional UPDATE
// (`used_count < max_uses` in its WHERE): concurrent uses queue on the row lock and each re-checks the count, so
// exactly the uses left succeed; the database's check constraint is the last guard. The dates, the services and the
// partners the promo is linked to are checked before.

export type PromoRow = typeof promos.$inferSelect;

/** The promo's money terms as the money functions take them. */
export const promoTerms = (promo: PromoRow): PromoTerms => ({
  discount: promo.discountRub,
  discountPercent: promo.discountPercent,
});

const day = (date: Date) => unixToRuDate(Math.floor(date.getTime() / 1000));

/** The end date is the promo's last whole day, in Moscow as the dates are entered. */
const endOfLastDay = (dateEnd: Date) =>
  DateTime.fromJSDate(dateEnd, { zone: DEFAULT_TIMEZONE }).endOf('day').toJSDate();

/** Why the promo cannot be used at `now` whatever it is used for, or null. */
export function promoStateRefusal(promo: PromoRow, now = new Date()): string | null {
  if (promo.deletedDate) return `Промоакция «${promo.name}» неактивна`;
  if (promo.dateStart && promo.dateStart > now) return `Промоакция «${promo.name}» начнётся ${day(promo.dateStart)}`;
  if (promo.dateEnd && endOfLastDay(promo.dateEnd) < now)
    return `Срок промоакции «${promo.name}» истёк ${day(promo.dateEnd)}`;
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses)
    return `Промоакция «${promo.name}» исчерпана: использована ${promo.usedCount} из ${promo.maxUses} раз`;
  return null;
}

/** The services and partners a promo is limited to (empty: all of them). */
export async function promoScope(db: DbOrTx, promoId: number) {
  const services = await db
    .select({ id: servicePromos.serviceId })
    .from(servicePromos)
    .where(eq(servicePromos.promoId, promoId));
  const partners = await db
    .select({ id: partnerPromos.partnerId })
    .from(partnerPromos)
    .where(eq(partnerPromos.promoId, promoId));
  return { serviceIds: services.map((s) => s.id), partnerIds: partners.map((p) => p.id) };
}
export type PromoScope = Awaited<ReturnType<typeof promoScope>>;

export const promoServiceRefusal = (promo: PromoRow, scope: PromoScope, serviceId: number) =>
  scope.serviceIds.length > 0 && !scope.serviceIds.includes(serviceId)
    ? `Промоакция «${promo.name}» не действует для этой услуги`
    : null;

export const promoPartnerRefusal = (promo: PromoRow, scope: PromoScope, partnerId: number) =>
  scope.partnerIds.length > 0 && !scope.partnerIds.includes(partnerId)
    ? `Промоакция «${promo.name}» не действует у этого партнёра`
    : null;

/** A promo a client typed on the site, by its code (any case). */
export async function promoByCode(db: DbOrTx, code: string): Promise<PromoRow | null> {
  const [promo] = await db.select().from(promos).where(sql`upper(${promos.code}) = upper(${code.trim()})`);
  return promo ?? null;
}

const refused = (message: string, field = 'clientPromoId') =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

export interface PromoUse {
  clientPromoId: number;
  clientId: number;
  serviceId: number;
  partnerId: number;
  invoiceId: number;
  userId: number | null;
}

/**
 * Uses the client's promo once for an invoice: checks it is his and alive, that the promo is valid now for the
 * service and the partner, and counts the use. Answers the promo; refuses with the reason otherwise.
 */
export async function spendPromo(tx: Tx, use: PromoUse): Promise<PromoRow> {
  const [granted] = await tx
    .select({ promoId: clientPromos.promoId, clientId: clientPromos.clientId, deletedDate: clientPromos.deletedDate })
    .from(clientPromos)
    .where(eq(clientPromos.id, use.clientPromoId));
  if (!granted || granted.clientId !== use.clientId) throw refused('Промоакция клиента не найдена');
  if (granted.deletedDate) throw refused('Промоакция клиента неактивна');
  const [promo] = await tx.select().from(promos).where(eq(promos.id, granted.promoId));
  const scope = await promoScope(tx, promo.id);
  const why =
    promoStateRefusal(promo) ??
    promoServiceRefusal(promo, scope, use.serviceId) ??
    promoPartnerRefusal(promo, scope, use.partnerId);
  if (why) throw refused(why);
  const [counted] = await tx
    .update(promos)
    .set({ usedCount: sql`${promos.usedCount} + 1` })
    .where(
      and(
        eq(promos.id, promo.id),
        isNull(promos.deletedDate),
        or(isNull(promos.maxUses), sql`${promos.usedCount} < ${promos.maxUses}`),
      ),
    )
    .returning();
  if (!counted) {
    const [now] = await tx.select().from(promos).where(eq(promos.id, promo.id));
    throw refused(promoStateRefusal(now) ?? `Промоакция «${promo.name}» исчерпана`);
  }
  await tx
    .update(clientPromos)
    .set({ usedCount: sql`${clientPromos.usedCount} + 1` })
    .where(eq(clientPromos.id, use.clientPromoId));
  return counted;
}

/** Records a use; its discount is noted once the invoice's money is known. */
export async function recordPromoUse(
  tx: Tx,
  use: Pick<PromoUse, 'clientPromoId' | 'invoiceId' | 'userId'> & { promoId: number },
) {
  await tx.insert(promoUses).values({ ...use, discount: 0 });
}

/** Takes the invoice's promo off: its use is released and both counts go back down by one. */
export async function releasePromo(tx: Tx, invoiceId: number) {
  const released = await tx
    .update(promoUses)
    .set({ releasedAt: new Date() })
    .where(and(eq(promoUses.invoiceId, invoiceId), isNull(promoUses.releasedAt)))
    .returning({ promoId: promoUses.promoId, clientPromoId: promoUses.clientPromoId });
  for (const use of released) {
    await tx
      .update(promos)
      .set({ usedCount: sql`greatest(${promos.usedCount} - 1, 0)` })
      .where(eq(promos.id, use.promoId));
    if (use.clientPromoId !== null)
      await tx
        .update(clientPromos)
        .set({ usedCount: sql`greatest(${clientPromos.usedCount} - 1, 0)` })
        .where(eq(clientPromos.id, use.clientPromoId));
  }
}
