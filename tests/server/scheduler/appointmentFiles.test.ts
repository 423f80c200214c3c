import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentHistory } from '../../../src/server/scheduler/schedulerSchema';
import { MAX_PHOTO_BYTES } from '../../../src/shared/constants';
import type { Appointment, AppointmentFile } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { JPEG, multipart, PNG, storedPaths } from '../files/orderFilesFixtures';
import { at, newOffice, newPost, schedulerUser } from './schedulerFixtures';

// An appointment's files: upload (multipart `file`, optional `fileName`), list, download, soft delete; what the
// bytes may be (images, PDF, office documents), the 10 MB limit, the history lines, the chart (no files on a deleted
// appointment), 403 and 404.

const DAY = '2026-11-27'; // a Friday
const WRONG_TYPE =
  'Допустимы изображения (JPEG, PNG, WebP, HEIC), PDF и документы Word, Excel, PowerPoint, OpenDocument, RTF';

/** A zip with the entry names an Office Open XML document lists. */
const ooxml = (folder: string) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from(`\0\0[Content_Types].xml...${folder}document.xml`, 'latin1'),
  ]);
/** An OpenDocument zip: its first entry 'mimetype' holds the type uncompressed. */
const odf = (kind: string) => {
  const header = Buffer.alloc(30);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(header);
  return Buffer.concat([header, Buffer.from(`mimetypeapplication/vnd.oasis.opendocument.${kind}PK`, 'latin1')]);
};
/** A compound file (legacy Office) naming its main stream. */
const ole = (stream: string) =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(500),
    Buffer.from(`${stream}\0`, 'utf16le'),
  ]);

describe('appointment files (/v1/users/scheduler/{id}/files)', () => {
  const t = openTestApp();
  let admin = '';
  let postId = 0;
  let partnerId = 0;
  let appointment: Appointment;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const office = await newOffice(t.db);
    partnerId = office.partnerId;
    postId = (await newPost(t.db, office.id)).id;
    appointment = await book('10:00');
  });

  async function book(time: string): Promise<Appointment> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/scheduler',
      headers: { authorization: admin },
      payload: { officePostId: postId, serviceId: 61, startDate: at(DAY, time), title: `С файлами ${time}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Appointment;
  }
  const upload = (
    id: number,
    file: Parameters<typeof multipart>[0],
    fields: Record<string, string> = {},
    token = admin,
  ) => {
    const body = multipart(file, fields);
    return t.app.inject({
      method: 'POST',
      url: `/v1/users/scheduler/${id}/files`,
      headers: { authorization: token, ...body.headers },
      payload: body.payload,
    });
  };
  const call = (method: 'GET' | 'DELETE', url: string, token = admin) =>
    t.app.inject({ method, url, headers: { authorization: token } });
  const list = async (id: number, token = admin) =>
    (await call('GET', `/v1/users/scheduler/${id}/files`, token)).json() as AppointmentFile[];
  const lastLine = async (id: number) =>
    (
      await t.db
        .select()
        .from(appointmentHistory)
        .where(eq(appointmentHistory.appointmentId, id))
        .orderBy(desc(appointmentHistory.id))
    )[0];
  const refusedAs = async (response: Awaited<ReturnType<typeof upload>>, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message, details: { file: message } });
  };

  it('uploads a file under its name, lists it and serves its bytes with the detected type', async () => {
    const response = await upload(
      appointment.id,
      { bytes: PNG, name: 'x.png', type: 'image/png' },
      { fileName: 'Царапина на бампере.png' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json() as AppointmentFile;
    expect(file).toMatchObject({
      appointmentId: appointment.id,
      fileName: 'Царапина на бампере.png',
      mimeType: 'image/png',
      size: PNG.length,
    });
    expect(file.url).toBe(`/v1/users/scheduler/files/${file.id}/content`);
    expect((await list(appointment.id)).map((f) => f.id)).toContain(file.id);

    const bytes = await call('GET', file.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['content-length']).toBe(String(PNG.length));
    expect(bytes.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Царапина на бампере.png')}`,
    );
    expect(bytes.rawPayload.equals(PNG)).toBe(true);
    expect(await lastLine(appointment.id)).toMatchObject({
      action: 'appointment.addFile',
      description: 'Файл добавлен: «Царапина на бампере.png»',
    });
  });

  it('names a file by its type when no name is sent', async () => {
    const file = (await upload(appointment.id, { bytes: JPEG })).json() as AppointmentFile;
    expect(file.mimeType).toBe('image/jpeg');
    expect(file.fileName).toMatch(/^file-.*\.jpg$/);
  });

  it('takes PDF and office documents by their bytes', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'application/pdf', 'pdf'],
      [Buffer.from('{\\rtf1\\ansi Заказ-наряд}'), 'application/rtf', 'rtf'],
      [ooxml('word/'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      [ooxml('xl/'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
      [ooxml('ppt/'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
      [odf('text'), 'application/vnd.oasis.opendocument.text', 'odt'],
      [odf('spreadsheet'), 'application/vnd.oasis.opendocument.spreadsheet', 'ods'],
      [ole('WordDocument'), 'application/msword', 'doc'],
      [ole('Workbook'), 'application/vnd.ms-excel', 'xls'],
      [ole('PowerPoint Document'), 'application/vnd.ms-powerpoint', 'ppt'],
    ];
    for (const [bytes, mimeType, extension] of cases) {
      const response = await upload(appointment.id, { bytes, name: 'doc.bin' });
      expect(response.statusCode, `${mimeType}: ${response.body}`).toBe(200);
      const file = response.json() as AppointmentFile;
      expect(file.mimeType).toBe(mimeType);
      expect(file.fileName.endsWith(`.${extension}`)).toBe(true);
    }
  });

  it('refuses other bytes whatever their name, a file over 10 MB and no file at all', async () => {
    await refusedAs(
      await upload(appointment.id, {
        bytes: Buffer.from('<html>not a document</html>'),
        name: 'scan.pdf',
        type: 'application/pdf',
      }),
      WRONG_TYPE,
    );
    await refusedAs(
      await upload(appointment.id, { bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), name: 'archive.zip' }),
      WRONG_TYPE,
    );
    await refusedAs(await upload(appointment.id, { bytes: ole('Something'), name: 'x.msg' }), WRONG_TYPE);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_PHOTO_BYTES + 1 - PNG.length)]);
    await refusedAs(
      await upload(appointment.id, { bytes: big, name: 'big.png' }),
      'Файл слишком большой (не более 10 МБ)',
    );
    const none = await upload(appointment.id, null, { fileName: 'пусто' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { file: 'Прикрепите файл' } });
  });

  it('deletes a file softly: gone from the list and the download, recorded in the history', async () => {
    const file = (
      await upload(appointment.id, { bytes: PNG }, { fileName: 'Удаляемый.png' })
    ).json() as AppointmentFile;
    const response = await call('DELETE', `/v1/users/scheduler/files/${file.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as AppointmentFile).id).toBe(file.id);
    expect((await list(appointment.id)).map((f) => f.id)).not.toContain(file.id);
    const download = await call('GET', file.url);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Файл записи не найден' });
    expect(await lastLine(appointment.id)).toMatchObject({
      action: 'appointment.deleteFile',
      description: 'Файл удалён: «Удаляемый.png»',
    });
    expect((await call('DELETE', `/v1/users/scheduler/files/${file.id}`)).statusCode).toBe(404);
  });

  it('takes no file on a deleted appointment and stores none of its bytes; its files stay readable', async () => {
    const a = await book('11:00');
    const kept = (await upload(a.id, { bytes: PNG }, { fileName: 'Остаётся.png' })).json() as AppointmentFile;
    expect((await call('DELETE', `/v1/users/scheduler/${a.id}`)).statusCode).toBe(200);
    const refused = await upload(a.id, { bytes: PNG });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'INELIGIBLE_STATE', message: 'Запись уже удалена' });
    expect(await storedPaths(t.db, `appointments/${a.id}/`)).toHaveLength(1);
    const removal = await call('DELETE', `/v1/users/scheduler/files/${kept.id}`);
    expect(removal.statusCode).toBe(409);
    expect((await list(a.id)).map((f) => f.id)).toEqual([kept.id]);
    expect((await call('GET', kept.url)).statusCode).toBe(200);
  });

  it('answers 403 without the key or the flag and 404 outside the scope or for unknown ids', async () => {
    const file = (await upload(appointment.id, { bytes: PNG })).json() as AppointmentFile;
    const plain = await createTestUser(t.db);
    const nobody = await login(t.app, plain.email, plain.password!);
    const reader = (await schedulerUser(t.app, t.db, { keys: ['scheduler.timeline'], flags: ['available'] })).token;
    expect((await call('GET', `/v1/users/scheduler/${appointment.id}/files`, nobody)).statusCode).toBe(403);
    expect((await call('GET', file.url, nobody)).statusCode).toBe(403);
    expect((await upload(appointment.id, { bytes: PNG }, {}, nobody)).statusCode).toBe(403);
    expect((await upload(appointment.id, { bytes: PNG }, {}, reader)).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/users/scheduler/files/${file.id}`, reader)).statusCode).toBe(403);
    expect((await list(appointment.id, reader)).map((f) => f.id)).toContain(file.id);
    expect((await call('GET', file.url, reader)).statusCode).toBe(200);

    const stranger = (await schedulerUser(t.app, t.db, { partnerId: (await newOffice(t.db)).partnerId })).token;
    expect((await call('GET', `/v1/users/scheduler/${appointment.id}/files`, stranger)).json()).toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
      message: 'Запись не найдена',
    });
    expect((await call('GET', file.url, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/users/scheduler/files/${file.id}`, stranger)).statusCode).toBe(404);
    const strangerUpload = await upload(appointment.id, { bytes: PNG }, {}, stranger);
    expect(strangerUpload.statusCode).toBe(404);
    const own = (await schedulerUser(t.app, t.db, { partnerId })).token;
    expect((await list(appointment.id, own)).map((f) => f.id)).toContain(file.id);

    expect((await call('GET', '/v1/users/scheduler/2000000000/files')).statusCode).toBe(404);
    expect((await upload(2_000_000_000, { bytes: PNG })).statusCode).toBe(404);
    expect(await storedPaths(t.db, 'appointments/2000000000/')).toEqual([]);
    expect((await call('GET', '/v1/users/scheduler/files/2000000000/content')).statusCode).toBe(404);
  });
});
