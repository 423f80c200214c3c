import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import {
  FILE_CHUNK_BYTES,
  readStored,
  readStoredHead,
  readStoredStream,
  removeStored,
  storedSize,
  writeStored,
  writeStoredAt,
} from '../../../src/server/files/fileStorage';
import { storedFileChunks } from '../../../src/server/realtime/realtimeSchema';
import { acquireTestDatabase, releaseTestDatabase } from '../buildTestApp';

// Stored files live in stored_file_chunks (so every server process serves what another wrote): byte-exact
// round trips through both drivers' bytea, chunks of at most 1 MiB, resumable writes, removal.

let db: Db;
beforeAll(async () => {
  db = (await acquireTestDatabase()).db;
});
afterAll(releaseTestDatabase);

const newPath = () => `tests/${randomUUID()}`;
const chunksOf = (path: string) =>
  db
    .select({ offset: storedFileChunks.chunkOffset, bytes: storedFileChunks.bytes })
    .from(storedFileChunks)
    .where(eq(storedFileChunks.storagePath, path))
    .orderBy(asc(storedFileChunks.chunkOffset));

async function streamed(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('file storage in the database', () => {
  it('round-trips a 2.5 MiB file byte-exact in 3 chunks: read, stream, head, size', async () => {
    const path = newPath();
    const bytes = randomBytes(2.5 * FILE_CHUNK_BYTES);
    await writeStored(db, path, bytes);
    const chunks = await chunksOf(path);
    expect(chunks.map((c) => [c.offset, c.bytes.length])).toEqual([
      [0, FILE_CHUNK_BYTES],
      [FILE_CHUNK_BYTES, FILE_CHUNK_BYTES],
      [2 * FILE_CHUNK_BYTES, FILE_CHUNK_BYTES / 2],
    ]);
    for (const chunk of chunks) expect(chunk.bytes).toBeInstanceOf(Uint8Array);

    const read = await readStored(db, path);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read!.equals(bytes)).toBe(true);

    const opened = await readStoredStream(db, path);
    expect(opened!.size).toBe(bytes.length);
    expect((await streamed(opened!.stream)).equals(bytes)).toBe(true);

    expect(Buffer.from(await readStoredHead(db, path)).equals(bytes.subarray(0, 64))).toBe(true);
    expect(Buffer.from(await readStoredHead(db, path, 10)).equals(bytes.subarray(0, 10))).toBe(true);
    expect(await storedSize(db, path)).toBe(bytes.length);
  });

  it('rewriting a file replaces all its chunks', async () => {
    const path = newPath();
    await writeStored(db, path, randomBytes(FILE_CHUNK_BYTES + 5));
    const smaller = Buffer.from('короткий файл');
    await writeStored(db, path, smaller);
    expect((await chunksOf(path)).map((c) => c.offset)).toEqual([0]);
    expect((await readStored(db, path))!.equals(smaller)).toBe(true);
  });

  it('an empty file exists with 0 bytes; an absent one reads as null', async () => {
    const path = newPath();
    await writeStored(db, path, new Uint8Array(0));
    expect((await chunksOf(path)).map((c) => [c.offset, c.bytes.length])).toEqual([[0, 0]]);
    expect((await readStored(db, path))!.length).toBe(0);
    expect(await storedSize(db, path)).toBe(0);
    const opened = await readStoredStream(db, path);
    expect(opened!.size).toBe(0);
    expect((await streamed(opened!.stream)).length).toBe(0);
    expect((await readStoredHead(db, path)).length).toBe(0);

    const absent = newPath();
    expect(await readStored(db, absent)).toBeNull();
    expect(await readStoredStream(db, absent)).toBeNull();
    expect(await storedSize(db, absent)).toBeNull();
    expect((await readStoredHead(db, absent)).length).toBe(0);
  });

  it('writeStoredAt builds a file from the chunks of a resumed upload', async () => {
    const path = newPath();
    const half = 512 * 1024;
    const whole = randomBytes(3 * half + 1000);
    const part = (from: number) => whole.subarray(from, Math.min(from + half, whole.length));
    await writeStored(db, path, new Uint8Array(0));
    await writeStoredAt(db, path, 0, part(0));
    await writeStoredAt(db, path, half, part(half));
    // The connection drops after the third chunk was stored but before the client heard so: it sends it again.
    await writeStoredAt(db, path, 2 * half, part(2 * half));
    await writeStoredAt(db, path, 2 * half, part(2 * half));
    await writeStoredAt(db, path, 3 * half, part(3 * half));
    expect((await chunksOf(path)).map((c) => c.offset)).toEqual([0, half, 2 * half, 3 * half]);
    expect((await readStored(db, path))!.equals(whole)).toBe(true);
    expect(await storedSize(db, path)).toBe(whole.length);
    expect(Buffer.from(await readStoredHead(db, path)).equals(whole.subarray(0, 64))).toBe(true);

    // Restarting at the second chunk drops what lay past it.
    await writeStoredAt(db, path, half, part(half));
    expect((await chunksOf(path)).map((c) => c.offset)).toEqual([0, half]);
    expect((await readStored(db, path))!.equals(whole.subarray(0, 2 * half))).toBe(true);

    // Restarting inside a chunk keeps the part before it: still no gap and no overlap.
    const tail = Buffer.from('хвост');
    await writeStoredAt(db, path, 100, tail);
    expect((await chunksOf(path)).map((c) => [c.offset, c.bytes.length])).toEqual([
      [0, 100],
      [100, tail.length],
    ]);
    expect((await readStored(db, path))!.equals(Buffer.concat([whole.subarray(0, 100), tail]))).toBe(true);

    // A chunk past the end would leave a gap.
    await expect(writeStoredAt(db, path, 10_000, tail)).rejects.toThrow(/before offset/);
    expect(await storedSize(db, path)).toBe(100 + tail.length);
  });

  it('a chunk larger than FILE_CHUNK_BYTES is split into rows of at most that', async () => {
    const path = newPath();
    const head = randomBytes(10);
    const big = randomBytes(FILE_CHUNK_BYTES + 1);
    await writeStoredAt(db, path, 0, head);
    await writeStoredAt(db, path, 10, big);
    expect((await chunksOf(path)).map((c) => [c.offset, c.bytes.length])).toEqual([
      [0, 10],
      [10, FILE_CHUNK_BYTES],
      [10 + FILE_CHUNK_BYTES, 1],
    ]);
    expect((await readStored(db, path))!.equals(Buffer.concat([head, big]))).toBe(true);
  });

  it('removeStored leaves no rows, and removing an absent file is no error', async () => {
    const path = newPath();
    await writeStored(db, path, randomBytes(FILE_CHUNK_BYTES + 1));
    await removeStored(db, path);
    expect(await chunksOf(path)).toEqual([]);
    await expect(removeStored(db, path)).resolves.toBeUndefined();
  });

  it('a write inside a transaction that rolls back leaves nothing', async () => {
    const path = newPath();
    await expect(
      db.transaction(async (tx) => {
        await writeStored(tx, path, randomBytes(100));
        throw new Error('row refused');
      }),
    ).rejects.toThrow('row refused');
    expect(await chunksOf(path)).toEqual([]);
  });
});
