import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { deletedDateSet } from '../resources/softDeleteRepository';
import { withUnixTimes } from '../resources/withUnixTimes';
import { insuranceCompanies, insuranceCompanyCatalog } from '../vehicles/vehiclesSchema';

// Our insurance companies and their comparison with the insurers' catalogue (insurance_company_catalog, as last
// received): new = in the catalogue, not among our live companies; deleted = ours with an externalId the catalogue
// no longer has; changed = the same externalId under another name.

type CompanyRow = typeof insuranceCompanies.$inferSelect;

export const toCompany = ({ createdAt, ...row }: CompanyRow) => withUnixTimes({ ...row, createdDate: createdAt });

export async function listCompanies(db: DbOrTx, { showDeleted = false } = {}) {
  const rows = await db
    .select()
    .from(insuranceCompanies)
    .where(showDeleted ? undefined : isNull(insuranceCompanies.deletedDate))
    .orderBy(asc(insuranceCompanies.name));
  return rows.map(toCompany);
}

export async function getCompany(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(insuranceCompanies).where(eq(insuranceCompanies.id, id));
  return row ?? null;
}

export async function newInCatalog(db: DbOrTx) {
  return db
    .select({ externalId: insuranceCompanyCatalog.externalId, name: insuranceCompanyCatalog.name })
    .from(insuranceCompanyCatalog)
    .where(
      sql`not exists (select 1 from ${insuranceCompanies} where ${insuranceCompanies.externalId} = ${insuranceCompanyCatalog.externalId} and ${insuranceCompanies.deletedDate} is null)`,
    )
    .orderBy(asc(insuranceCompanyCatalog.name));
}

export async function changedInCatalog(db: DbOrTx) {
  return db
    .select({
      id: insuranceCompanies.id,
      externalId: insuranceCompanyCatalog.externalId,
      name: insuranceCompanies.name,
      newName: insuranceCompanyCatalog.name,
    })
    .from(insuranceCompanies)
    .innerJoin(insuranceCompanyCatalog, eq(insuranceCompanyCatalog.externalId, insuranceCompanies.externalId))
    .where(
      and(isNull(insuranceCompanies.deletedDate), sql`${insuranceCompanies.name} <> ${insuranceCompanyCatalog.name}`),
    )
    .orderBy(asc(insuranceCompanies.name));
}

export async function deletedFromCatalog(db: DbOrTx) {
  const rows = await db
    .select({ id: insuranceCompanies.id, externalId: insuranceCompanies.externalId, name: insuranceCompanies.name })
    .from(insuranceCompanies)
    .where(
      and(
        isNull(insuranceCompanies.deletedDate),
        isNotNull(insuranceCompanies.externalId),
        sql`not exists (select 1 from ${insuranceCompanyCatalog} where ${insuranceCompanyCatalog.externalId} = ${insuranceCompanies.externalId})`,
      ),
    )
    .orderBy(asc(insuranceCompanies.name));
  return rows.map((r) => ({ ...r, externalId: r.externalId ?? '' }));
}

/** Ids of `ids` that are not companies of ours. */
export async function unknownCompanyIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: insuranceCompanies.id })
    .from(insuranceCompanies)
    .where(inArray(insuranceCompanies.id, ids));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Applies the catalogue to our companies (run it in a transaction): adds the new ones (a deleted company of ours with
 * the same externalId comes back under the catalogue's name), renames the changed ones and soft-deletes
 * `idsForRemoval`.
 */
export async function copyCatalog(tx: DbOrTx, idsForRemoval: number[]) {
  const added: CompanyRow[] = [];
  for (const entry of await newInCatalog(tx)) {
    const [revived] = await tx
      .update(insuranceCompanies)
      .set({ name: entry.name, deletedDate: null })
      .where(eq(insuranceCompanies.externalId, entry.externalId))
      .returning();
    added.push(revived ?? (await tx.insert(insuranceCompanies).values(entry).returning())[0]);
  }
  const renamed: CompanyRow[] = [];
  for (const change of await changedInCatalog(tx)) {
    const [row] = await tx
      .update(insuranceCompanies)
      .set({ name: change.newName })
      .where(eq(insuranceCompanies.id, change.id))
      .returning();
    renamed.push(row);
  }
  const removed =
    idsForRemoval.length === 0
      ? []
      : await tx
          .update(insuranceCompanies)
          .set(deletedDateSet(insuranceCompanies, true))
          .where(inArray(insuranceCompanies.id, idsForRemoval))
          .returning();
  return { added: added.map(toCompany), renamed: renamed.map(toCompany), removed: removed.map(toCompany) };
}
