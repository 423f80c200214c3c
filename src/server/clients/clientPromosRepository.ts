import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { ClientPromo, Project } from '../../shared/schemas/clients/clientExtras';
import type { ClientPromoCreateInput, ClientPromoUpdateInput } from '../../shared/schemas/clients/clientPromo';
import type { DbOrTx } from '../db/db';
import { projects, users } from '../db/schema';
import { AppError, MESSAGES, notFound } from '../errors';
import { clientPromos, projectPromos, promos } from '../pricing/pricingSchema';
import { promoColumns, toPromo } from '../pricing/promosRepository';
import { createSoftDeleteRepository } from '../resources/softDeleteRepository';
import { requireClient, userDisplayName } from './clientCrmRepository';

// Client promotions (the client card's promotions table and promo dialog, /client_promos), and the projects and
// promos the dialog chooses from.

export const CLIENT_PROMO_NOT_FOUND = 'Промоакция клиента не найдена';
const PROMO_NOT_FOUND = 'Промоакция не найдена';
const PROJECT_NOT_FOUND = 'Проект не найден';

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** Projects not deleted, by name: the dialog's first choice. */
export async function listProjects(db: DbOrTx): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(isNull(projects.deletedDate))
    .orderBy(asc(projects.name), asc(projects.id));
  return rows.map((p) => ({ ...p, deletedDate: unix(p.deletedDate) }));
}

const sourceProject = alias(projects, 'source_project');

async function selectClientPromos(db: DbOrTx, where: SQL | undefined): Promise<ClientPromo[]> {
  const rows = await db
    .select({
      id: clientPromos.id,
      clientId: clientPromos.clientId,
      promoId: clientPromos.promoId,
      promo: promoColumns,
      comment: clientPromos.comment,
      usedCount: clientPromos.usedCount,
      sourceProjectId: clientPromos.sourceProjectId,
      sourceProjectName: sourceProject.name,
      createdByUserName: userDisplayName,
      createdAt: clientPromos.createdAt,
      deletedDate: clientPromos.deletedDate,
    })
    .from(clientPromos)
    .innerJoin(promos, eq(promos.id, clientPromos.promoId))
    .leftJoin(projects, eq(projects.id, promos.projectId))
    .leftJoin(sourceProject, eq(sourceProject.id, clientPromos.sourceProjectId))
    .leftJoin(users, eq(users.id, clientPromos.grantedByUserId))
    .where(where)
    .orderBy(desc(clientPromos.createdAt), desc(clientPromos.id));
  return rows.map(({ promo, createdAt, deletedDate, ...row }) => ({
    ...row,
    promo: toPromo(promo),
    createdDate: unix(createdAt)!,
    deletedDate: unix(deletedDate),
  }));
}

/** The client's promotions, newest grant first; deleted (inactive) ones only with showDeleted. */
export async function listClientPromos(db: DbOrTx, clientId: number, showDeleted = false): Promise<ClientPromo[]> {
  await requireClient(db, clientId);
  return selectClientPromos(
    db,
    and(eq(clientPromos.clientId, clientId), showDeleted ? undefined : isNull(clientPromos.deletedDate)),
  );
}

async function clientPromoById(db: DbOrTx, id: number): Promise<ClientPromo> {
  const [row] = await selectClientPromos(db, eq(clientPromos.id, id));
  if (!row) throw notFound(CLIENT_PROMO_NOT_FOUND);
  return row;
}

const rows = createSoftDeleteRepository(clientPromos);
const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { [field]: message });

/** Grants a promo of the chosen project to the client; the promo must be alive and belong to that project. */
export async function createClientPromo(
  db: DbOrTx,
  input: ClientPromoCreateInput & { clientId: number },
  userId: number | null,
): Promise<ClientPromo> {
  await requireClient(db, input.clientId);
  const [project] = await db
    .select({ id: projects.id, deletedDate: projects.deletedDate })
    .from(projects)
    .where(eq(projects.id, input.sourceProjectId));
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  if (project.deletedDate) throw invalid('sourceProjectId', 'Проект удалён');
  const [promo] = await db
    .select({ projectId: promos.projectId, deletedDate: promos.deletedDate })
    .from(promos)
    .where(eq(promos.id, input.promoId));
  if (!promo) throw notFound(PROMO_NOT_FOUND);
  // The promo's own project, or one it is linked to (the dialog lists both: GET /promos?projectId).
  const linked =
    promo.projectId === input.sourceProjectId ||
    (
      await db
        .select({ id: projectPromos.id })
        .from(projectPromos)
        .where(and(eq(projectPromos.promoId, input.promoId), eq(projectPromos.projectId, input.sourceProjectId)))
    ).length > 0;
  if (!linked) throw invalid('promoId', 'Промоакция не относится к выбранному проекту');
  if (promo.deletedDate) throw invalid('promoId', 'Промоакция удалена');
  const created = await rows.create(db, {
    clientId: input.clientId,
    promoId: input.promoId,
    sourceProjectId: input.sourceProjectId,
    comment: input.comment ?? null,
    grantedByUserId: userId,
  });
  return clientPromoById(db, created.id);
}

/** Changes only the comment and the used count. */
export async function updateClientPromo(db: DbOrTx, id: number, input: ClientPromoUpdateInput): Promise<ClientPromo> {
  const updated = await rows.update(db, id, { comment: input.comment ?? null, usedCount: input.usedCount });
  if (!updated) throw notFound(CLIENT_PROMO_NOT_FOUND);
  return clientPromoById(db, id);
}

/** 'Сделать не активным': sets deletedDate (kept when already set). */
export async function deleteClientPromo(db: DbOrTx, id: number): Promise<ClientPromo> {
  if (!(await rows.softDelete(db, id))) throw notFound(CLIENT_PROMO_NOT_FOUND);
  return clientPromoById(db, id);
}

/** 'Восстановить': clears deletedDate. */
export async function restoreClientPromo(db: DbOrTx, id: number): Promise<ClientPromo> {
  if (!(await rows.restore(db, id))) throw notFound(CLIENT_PROMO_NOT_FOUND);
  return clientPromoById(db, id);
}
