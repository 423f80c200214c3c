import { and, asc, eq, isNull } from 'drizzle-orm';
import type { InvoiceDocument } from '../../shared/schemas/invoice';
import type { Db, DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { notFound } from '../errors';
import { newStoragePath, writeStored } from '../files/fileStorage';
import { userFio } from '../users/userFio';
import { assertInScope } from './invoicesRepository';
import { orderInvoiceDocuments, orderInvoices } from './invoicesSchema';

// An invoice's documents (GET, POST as form, PUT and DELETE
// /order_invoice_documents): a stored file (path beside its order's files), or an external link,
// with a comment; deleting is soft (deletedDate).

export const INVOICE_DOCUMENT_NOT_FOUND = 'Документ счёта не найден';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
/** Where the console fetches a stored file (with its token, as order photos are fetched). */
export const invoiceDocumentFileUrl = (id: number) => `/v1/order_invoice_documents/${id}/file`;

const columns = {
  id: orderInvoiceDocuments.id,
  orderInvoiceId: orderInvoiceDocuments.invoiceId,
  fileName: orderInvoiceDocuments.fileName,
  storedName: orderInvoiceDocuments.storedName,
  externalUrl: orderInvoiceDocuments.externalUrl,
  comment: orderInvoiceDocuments.comment,
  createdAt: orderInvoiceDocuments.createdAt,
  createdByUserFio: userFio(),
  deletedDate: orderInvoiceDocuments.deletedDate,
};

function selectDocuments(db: DbOrTx) {
  return db
    .select(columns)
    .from(orderInvoiceDocuments)
    .leftJoin(users, eq(users.id, orderInvoiceDocuments.createdByUserId));
}

function toDocument({
  storedName,
  createdAt,
  deletedDate,
  createdByUserFio,
  ...row
}: Awaited<ReturnType<typeof selectDocuments>>[number]): InvoiceDocument {
  return {
    ...row,
    fileUrl: storedName ? invoiceDocumentFileUrl(row.id) : null,
    createdDate: unix(createdAt),
    createdByUserFio: createdByUserFio ?? null,
    deletedDate: deletedDate ? unix(deletedDate) : null,
  };
}

/** The invoice's documents, oldest first; deleted ones only with showDeleted. */
export async function listInvoiceDocuments(
  db: DbOrTx,
  invoiceId: number,
  showDeleted: boolean,
): Promise<InvoiceDocument[]> {
  const rows = await selectDocuments(db)
    .where(
      and(
        eq(orderInvoiceDocuments.invoiceId, invoiceId),
        showDeleted ? undefined : isNull(orderInvoiceDocuments.deletedDate),
      ),
    )
    .orderBy(asc(orderInvoiceDocuments.createdAt), asc(orderInvoiceDocuments.id));
  return rows.map(toDocument);
}

export async function readInvoiceDocument(db: DbOrTx, id: number): Promise<InvoiceDocument> {
  const [row] = await selectDocuments(db).where(eq(orderInvoiceDocuments.id, id));
  if (!row) throw notFound(INVOICE_DOCUMENT_NOT_FOUND);
  return toDocument(row);
}

/** The invoice whose documents are asked for, when the caller may see it (partner scope). */
export async function requireDocumentsInvoice(db: DbOrTx, invoiceId: number, scope: number | null) {
  await assertInScope(db, invoiceId, scope);
  const [invoice] = await db
    .select({ id: orderInvoices.id, orderId: orderInvoices.orderId, number: orderInvoices.number })
    .from(orderInvoices)
    .where(eq(orderInvoices.id, invoiceId));
  return invoice;
}

/** The document's row with its invoice's order and partner, when the caller may see it (partner scope). */
export async function requireInvoiceDocument(db: DbOrTx, id: number, scope: number | null) {
  const [found] = await db
    .select({ document: orderInvoiceDocuments, orderId: orderInvoices.orderId, partnerId: orderInvoices.partnerId })
    .from(orderInvoiceDocuments)
    .innerJoin(orderInvoices, eq(orderInvoices.id, orderInvoiceDocuments.invoiceId))
    .where(eq(orderInvoiceDocuments.id, id));
  if (!found || (scope !== null && found.partnerId !== scope)) throw notFound(INVOICE_DOCUMENT_NOT_FOUND);
  return found;
}

export interface NewInvoiceDocument {
  invoiceId: number;
  orderId: number;
  comment: string | null;
  externalUrl: string | null;
  file: { bytes: Uint8Array; fileName: string; mimeType: string } | null;
  userId: number | null;
}

/** Stores the file (if any) beside the order's files and the row in one transaction: a refused row keeps no bytes. */
export async function createInvoiceDocument(db: Db, input: NewInvoiceDocument): Promise<InvoiceDocument> {
  const storedName = input.file ? newStoragePath(input.orderId) : null;
  const id = await db.transaction(async (tx) => {
    if (input.file && storedName) await writeStored(tx, storedName, input.file.bytes);
    const [row] = await tx
      .insert(orderInvoiceDocuments)
      .values({
        invoiceId: input.invoiceId,
        fileName: input.file?.fileName ?? null,
        storedName,
        mimeType: input.file?.mimeType ?? null,
        size: input.file?.bytes.length ?? null,
        externalUrl: input.externalUrl,
        comment: input.comment,
        createdByUserId: input.userId,
      })
      .returning({ id: orderInvoiceDocuments.id });
    return row.id;
  });
  return readInvoiceDocument(db, id);
}

export async function updateInvoiceDocument(
  db: DbOrTx,
  id: number,
  values: { comment: string | null; externalUrl: string | null },
) {
  await db.update(orderInvoiceDocuments).set(values).where(eq(orderInvoiceDocuments.id, id));
  return readInvoiceDocument(db, id);
}

/** Soft delete; a document already deleted stays as it is. */
export async function deleteInvoiceDocument(db: DbOrTx, id: number) {
  await db
    .update(orderInvoiceDocuments)
    .set({ deletedDate: new Date() })
    .where(and(eq(orderInvoiceDocuments.id, id), isNull(orderInvoiceDocuments.deletedDate)));
  return readInvoiceDocument(db, id);
}
