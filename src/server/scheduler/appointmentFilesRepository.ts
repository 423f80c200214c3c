import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { APPOINTMENT_FILE_NOT_FOUND, type AppointmentFile } from '../../shared/schemas/scheduler/schedulerAppointments';
import type { Db, DbOrTx } from '../db/db';
import { offices } from '../db/schema';
import { notFound } from '../errors';
import { safeFileName, writeStored } from '../files/fileStorage';
import { detectImageType } from '../files/fileTypes';
import { type AppointmentCaller, runAppointmentAction } from './appointmentsRepository';
import { appointmentFiles, appointments, officePosts } from './schedulerSchema';

// An appointment's files (GET and POST multipart /users/scheduler/{id}/files, DELETE
// /users/scheduler/files/{id}): photos, PDFs and office documents, the bytes in the database (stored_file_chunks,
// path 'appointments/<id>/<uuid>'), the rows soft-deleted. Adding and removing one is a change of the appointment: the
// chart must allow it (not on a deleted appointment) and the history records it.

export const APPOINTMENT_FILE_WRONG_TYPE =
  'Допустимы изображения (JPEG, PNG, WebP, HEIC), PDF и документы Word, Excel, PowerPoint, OpenDocument, RTF';

const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
  'application/rtf': 'rtf',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

const startsWith = (bytes: Buffer, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Office Open XML: the part folder the zip names (every entry is listed in its central directory at the end). */
const OOXML: [folder: string, mime: string][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];
/** Legacy Office: the stream the compound file's directory names (UTF-16). */
const OLE_STREAMS: [stream: string, mime: string][] = [
  ['WordDocument', 'application/msword'],
  ['Workbook', 'application/vnd.ms-excel'],
  ['Book', 'application/vnd.ms-excel'],
  ['PowerPoint Document', 'application/vnd.ms-powerpoint'],
];
const ODF = /^application\/vnd\.oasis\.opendocument\.(text|spreadsheet|presentation)$/;

/** What the bytes are, when the scheduler takes them: an image, a PDF, an office document; null otherwise. */
export function detectAppointmentFileType(bytes: Buffer): string | null {
  const image = detectImageType(bytes);
  if (image) return image;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 5).toString('latin1') === '{\\rtf') return 'application/rtf';
  if (startsWith(bytes, ZIP)) {
    // OpenDocument stores its type uncompressed in the first entry, 'mimetype'.
    const odf = /^mimetype(application\/vnd\.oasis\.opendocument\.[a-z]+)/.exec(
      bytes.subarray(30, 120).toString('latin1'),
    );
    if (odf && ODF.test(odf[1])) return odf[1];
    if (bytes.includes('[Content_Types].xml', 0, 'latin1'))
      return OOXML.find(([folder]) => bytes.includes(folder, 0, 'latin1'))?.[1] ?? null;
    return null;
  }
  if (startsWith(bytes, OLE))
    return OLE_STREAMS.find(([stream]) => bytes.includes(Buffer.from(`${stream}\0`, 'utf16le')))?.[1] ?? null;
  return null;
}

/** The name a file is listed under: the one sent, or 'file-<date>.<ext>'. */
export function appointmentFileName(given: string | undefined, mimeType: string): string {
  const generated = `file-${new Date().toISOString().slice(0, 19).replace(/[T:]/g, '-')}.${MIME_EXTENSIONS[mimeType] ?? 'bin'}`;
  return given ? safeFileName(given, generated) : generated;
}

type FileRow = typeof appointmentFiles.$inferSelect;
const toEntity = (row: FileRow): AppointmentFile => ({
  id: row.id,
  appointmentId: row.appointmentId,
  fileName: row.fileName,
  mimeType: row.mimeType,
  size: row.size,
  createdDate: Math.floor(row.createdAt.getTime() / 1000),
  url: `/v1/users/scheduler/files/${row.id}/content`,
});

/** The appointment's live files, oldest first. */
export async function listAppointmentFiles(db: DbOrTx, appointmentId: number): Promise<AppointmentFile[]> {
  const rows = await db
    .select()
    .from(appointmentFiles)
    .where(and(eq(appointmentFiles.appointmentId, appointmentId), isNull(appointmentFiles.deletedDate)))
    .orderBy(asc(appointmentFiles.createdAt), asc(appointmentFiles.id));
  return rows.map(toEntity);
}

/** A live file of an appointment in the caller's scope, or 404 'Файл записи не найден'. */
export async function requireAppointmentFile(db: DbOrTx, fileId: number, scope: number | null): Promise<FileRow> {
  const [found] = await db
    .select({ file: appointmentFiles, partnerId: offices.partnerId })
    .from(appointmentFiles)
    .innerJoin(appointments, eq(appointments.id, appointmentFiles.appointmentId))
    .innerJoin(officePosts, eq(officePosts.id, appointments.officePostId))
    .innerJoin(offices, eq(offices.id, officePosts.officeId))
    .where(and(eq(appointmentFiles.id, fileId), isNull(appointmentFiles.deletedDate)));
  if (!found || (scope !== null && found.partnerId !== scope)) throw notFound(APPOINTMENT_FILE_NOT_FOUND);
  return found.file;
}

export interface NewAppointmentFile {
  bytes: Buffer;
  fileName: string;
  mimeType: string;
}

/** Stores the bytes, the row and the history line in one transaction: when the chart or the row refuses, none stays. */
export async function addAppointmentFile(
  db: Db,
  appointmentId: number,
  file: NewAppointmentFile,
  caller: AppointmentCaller,
): Promise<AppointmentFile> {
  const storagePath = `appointments/${appointmentId}/${randomUUID()}`;
  let created: FileRow | undefined;
  await runAppointmentAction(db, appointmentId, 'appointment.addFile', caller, async (tx) => {
    await writeStored(tx, storagePath, file.bytes);
    [created] = await tx
      .insert(appointmentFiles)
      .values({
        appointmentId,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.bytes.length,
        storagePath,
        createdByUserId: caller.userId,
      })
      .returning();
    return `Файл добавлен: «${file.fileName}»`;
  });
  return toEntity(created!);
}

/** Soft delete (the bytes stay for the history); the appointment must still be changeable. */
export async function deleteAppointmentFile(
  db: Db,
  fileId: number,
  caller: AppointmentCaller,
): Promise<AppointmentFile> {
  const file = await requireAppointmentFile(db, fileId, caller.scope);
  let deleted: FileRow | undefined;
  await runAppointmentAction(
    db,
    file.appointmentId,
    'appointment.addFile',
    caller,
    async (tx) => {
      [deleted] = await tx
        .update(appointmentFiles)
        .set({ deletedDate: new Date() })
        .where(and(eq(appointmentFiles.id, fileId), isNull(appointmentFiles.deletedDate)))
        .returning();
      // Removed by someone else since our look-up: nothing to record.
      if (!deleted) throw notFound(APPOINTMENT_FILE_NOT_FOUND);
      return `Файл удалён: «${file.fileName}»`;
    },
    'appointment.deleteFile',
  );
  return toEntity(deleted!);
}
