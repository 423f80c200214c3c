import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { storedFileChunks } from '../realtime/realtimeSchema';

// Stored files (order photos and videos, temporary files, documents, appointment files) live in PostgreSQL, in
// table stored_file_chunks, so a file written through one server process is served by every other one: they share
// only the database. A file is its chunks in offset order, without gaps; an empty file is one chunk of 0 bytes at
// offset 0, so that it exists. Storage paths are made here from ids and random names only, never from user text.

/** The largest chunk row: big files are read and streamed one chunk at a time. */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** A new path for a file of the order: 'orders/<orderId>/<uuid>'. */
export const newStoragePath = (orderId: number, name: string = randomUUID()) => `orders/${orderId}/${name}`;

const ofPath = (storagePath: string) => eq(storedFileChunks.storagePath, storagePath);
const chunkLength = sql<number>`octet_length(${storedFileChunks.bytes})`.mapWith(Number);

// The bytes travel as base64 text, decoded and encoded by the server: PGlite's own bytea conversion works byte by
// byte in JavaScript (about ten times slower for a 1 MiB chunk), node-postgres loses little by it.
const toBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const bytesIn = (bytes: Uint8Array) => sql<Uint8Array>`decode(${toBase64(bytes)}, 'base64')`;
/** A bytea expression read as a Buffer (the encoded text has line breaks, which base64 decoding skips). */
const bytesOut = (expression: SQL) =>
  sql<string>`encode(${expression}, 'base64')`.mapWith((text: string) => Buffer.from(text, 'base64'));
const chunkBytes = bytesOut(sql`${storedFileChunks.bytes}`);

interface ChunkRow {
  storagePath: string;
  chunkOffset: number;
  bytes: Uint8Array;
}

/** The bytes cut into rows of at most FILE_CHUNK_BYTES from `offset` on; none for no bytes. */
function chunkRows(storagePath: string, offset: number, bytes: Uint8Array): ChunkRow[] {
  const rows: ChunkRow[] = [];
  for (let start = 0; start < bytes.length; start += FILE_CHUNK_BYTES) {
    rows.push({ storagePath, chunkOffset: offset + start, bytes: bytes.subarray(start, start + FILE_CHUNK_BYTES) });
  }
  return rows;
}

/** One row per statement, so no single message to the server grows much past one chunk. */
async function insertRows(db: DbOrTx, rows: ChunkRow[]) {
  for (const row of rows) {
    await db
      .insert(storedFileChunks)
      .values({ ...row, bytes: bytesIn(row.bytes) })
      .onConflictDoUpdate({
        target: [storedFileChunks.storagePath, storedFileChunks.chunkOffset],
        set: { bytes: sql`excluded.bytes` },
      });
  }
}

/** Writes (or replaces) the whole file; all of it or nothing. */
export async function writeStored(db: DbOrTx, storagePath: string, bytes: Uint8Array): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(storedFileChunks).where(ofPath(storagePath));
    const rows = chunkRows(storagePath, 0, bytes);
    await insertRows(tx, rows.length > 0 ? rows : [{ storagePath, chunkOffset: 0, bytes: new Uint8Array(0) }]);
  });
}

/**
 * A chunk of a resumable upload: the file becomes its first `offset` bytes followed by these. A repeated chunk
 * overwrites the one there, and whatever lay past it goes (the upload restarts there), so the file stays its chunks
 * in order without gaps. An offset past the file's end is refused.
 */
export async function writeStoredAt(db: DbOrTx, storagePath: string, offset: number, bytes: Uint8Array): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(storedFileChunks).where(and(ofPath(storagePath), gt(storedFileChunks.chunkOffset, offset)));
    // A chunk that began before the offset and ran past it keeps only its part before.
    await tx
      .update(storedFileChunks)
      .set({
        bytes: sql`substring(${storedFileChunks.bytes} from 1 for (${offset}::bigint - ${storedFileChunks.chunkOffset})::int)`,
      })
      .where(
        and(
          ofPath(storagePath),
          lt(storedFileChunks.chunkOffset, offset),
          sql`${storedFileChunks.chunkOffset} + octet_length(${storedFileChunks.bytes}) > ${offset}::bigint`,
        ),
      );
    const [before] = await tx
      .select({ size: sql<number>`coalesce(sum(octet_length(${storedFileChunks.bytes})), 0)`.mapWith(Number) })
      .from(storedFileChunks)
      .where(and(ofPath(storagePath), lt(storedFileChunks.chunkOffset, offset)));
    if (before.size !== offset)
      throw new Error(`stored file ${storagePath} has ${before.size} bytes before offset ${offset}`);
    const rows = chunkRows(storagePath, offset, bytes);
    // Writing nothing at the start leaves an empty file (which still exists); elsewhere it only cuts the file there.
    if (rows.length === 0 && offset === 0) rows.push({ storagePath, chunkOffset: 0, bytes: new Uint8Array(0) });
    if (rows.length === 0)
      await tx.delete(storedFileChunks).where(and(ofPath(storagePath), eq(storedFileChunks.chunkOffset, offset)));
    await insertRows(tx, rows);
  });
}

/** The whole file, or null when there is none. For big files use readStoredStream. */
export async function readStored(db: DbOrTx, storagePath: string): Promise<Buffer | null> {
  const rows = await db
    .select({ bytes: chunkBytes })
    .from(storedFileChunks)
    .where(ofPath(storagePath))
    .orderBy(asc(storedFileChunks.chunkOffset));
  return rows.length === 0 ? null : Buffer.concat(rows.map((row) => row.bytes));
}

/** The file's size in bytes, or null when there is none. */
export async function storedSize(db: DbOrTx, storagePath: string): Promise<number | null> {
  const [row] = await db
    .select({
      chunks: sql<number>`count(*)`.mapWith(Number),
      size: sql<number>`coalesce(sum(octet_length(${storedFileChunks.bytes})), 0)`.mapWith(Number),
    })
    .from(storedFileChunks)
    .where(ofPath(storagePath));
  return row.chunks === 0 ? null : row.size;
}

/**
 * The file as a stream that fetches one chunk at a time (a 200 MB video is never held whole), with its size for
 * Content-Length; null when there is none. A chunk changed or gone while streaming ends the stream with an error.
 */
export async function readStoredStream(
  db: DbOrTx,
  storagePath: string,
): Promise<{ size: number; stream: Readable } | null> {
  const chunks = await db
    .select({ offset: storedFileChunks.chunkOffset, length: chunkLength })
    .from(storedFileChunks)
    .where(ofPath(storagePath))
    .orderBy(asc(storedFileChunks.chunkOffset));
  if (chunks.length === 0) return null;
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  async function* fetchChunks() {
    for (const chunk of chunks) {
      if (chunk.length === 0) continue;
      const [row] = await db
        .select({ bytes: chunkBytes })
        .from(storedFileChunks)
        .where(and(ofPath(storagePath), eq(storedFileChunks.chunkOffset, chunk.offset)));
      if (!row || row.bytes.length !== chunk.length)
        throw new Error(`stored file ${storagePath} changed while it was read`);
      yield row.bytes;
    }
  }
  return { size, stream: Readable.from(fetchChunks(), { objectMode: false }) };
}

/** The first bytes of a stored file, enough for the type check: only the first chunks' heads are fetched. */
export async function readStoredHead(db: DbOrTx, storagePath: string, length = 64): Promise<Uint8Array> {
  const rows = await db
    .select({ bytes: bytesOut(sql`substring(${storedFileChunks.bytes} from 1 for ${length}::int)`) })
    .from(storedFileChunks)
    .where(and(ofPath(storagePath), lt(storedFileChunks.chunkOffset, length)))
    .orderBy(asc(storedFileChunks.chunkOffset));
  return new Uint8Array(Buffer.concat(rows.map((row) => row.bytes)).subarray(0, length));
}

/** Removes a stored file; a file already gone is no error. */
export async function removeStored(db: DbOrTx, storagePath: string): Promise<void> {
  await db.delete(storedFileChunks).where(ofPath(storagePath));
}

/** A name safe inside a zip or a Content-Disposition: no folders, no control characters. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}"]/gu, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean.slice(0, 255);
}
