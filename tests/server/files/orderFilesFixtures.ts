import { randomInt, randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { orders } from '../../../src/server/orders/ordersSchema';
import { storedFileChunks } from '../../../src/server/realtime/realtimeSchema';
import { SERVICE_IDS } from '../../../src/shared/constants';
import { REF_VALUE_IDS } from '../../../src/shared/referenceIds';

// What the order-file and tyre server tests share: their own orders straight in the database (not through the
// orders routes), a look at the stored files (table stored_file_chunks), and tiny real files to upload.

/** The paths of the stored files under a prefix such as 'appointments/12/', sorted. */
export async function storedPaths(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ path: storedFileChunks.storagePath })
    .from(storedFileChunks)
    .where(like(storedFileChunks.storagePath, `${prefix}%`));
  return rows.map((row) => row.path).sort();
}

export async function newClient(db: Db, lastName = 'Файлов') {
  const [row] = await db
    .insert(clients)
    .values({
      lastName,
      firstName: 'Тест',
      middleName: 'Тестович',
      phoneNumber: `+7995${String(randomInt(10_000_000)).padStart(7, '0')}`,
    })
    .returning({ id: clients.id });
  return row.id;
}

export async function newOrder(db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  const clientId = values.clientId ?? (await newClient(db));
  const [row] = await db
    .insert(orders)
    .values({
      number: `T-${randomUUID().slice(0, 12)}`,
      serviceId: SERVICE_IDS.tireFitting,
      statusRefValueId: REF_VALUE_IDS.orderStatusNew,
      ...values,
      clientId,
    })
    .returning({ id: orders.id, number: orders.number, clientId: orders.clientId });
  return row;
}

/** Another operator holds the order (what PUT /order_block does). */
export const holdOrder = (db: Db, orderId: number, userId: number) =>
  db.update(orders).set({ blockedByUserId: userId, blockedAt: new Date() }).where(eq(orders.id, orderId));

export const archiveOrder = (db: Db, orderId: number) =>
  db.update(orders).set({ statusRefValueId: REF_VALUE_IDS.orderStatusArchive }).where(eq(orders.id, orderId));

/** A 1 x 1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (the type check reads the first bytes only). */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(200, 1),
]);
/** An MP4 header ('ftyp' 'isom') followed by filler. */
export const mp4Bytes = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

/** A multipart/form-data body with one file and some fields, for app.inject. */
export function multipart(
  file: { bytes: Buffer; name?: string; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----test${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'file.bin'}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
