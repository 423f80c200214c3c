import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { MAX_PHOTO_BYTES } from '../../../src/shared/constants';
import type { Invoice, InvoiceDocument } from '../../../src/shared/schemas/invoice';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { JPEG, multipart, PNG } from '../files/orderFilesFixtures';
import { expectFieldError, holdOrder } from '../orders/orderPartsFixtures';
import { createDraftInvoice, createInvoiceWorld, invoiceUser } from './invoiceFixtures';

// An invoice's documents (/v1/order_invoice_documents): a PDF, JPEG or PNG file or an external link with a comment,
// the stored file, the comment and link edited, soft delete; partner scope, keys and a held order.

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n', 'latin1'),
  Buffer.alloc(300, 32),
  Buffer.from('\n%%EOF\n', 'latin1'),
]);
const ALL = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as const;

describe('invoice documents (/v1/order_invoice_documents)', () => {
  const t = openTestApp();
  let admin: string;
  let reader: string;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    reader = (await invoiceUser(t.app, t.db, ['available'])).token;
  });

  const draft = async () => {
    const w = await createInvoiceWorld(t.db);
    return { w, invoice: await createDraftInvoice(t.db, w) };
  };
  const upload = (token: string, file: { bytes: Buffer; name?: string } | null, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/v1/order_invoice_documents', ...withAuth(token, multipart(file, fields)) });
  const withAuth = (token: string, form: ReturnType<typeof multipart>) => ({
    payload: form.payload,
    headers: { ...form.headers, authorization: token },
  });
  const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/v1/order_invoice_documents${url}`,
      headers: { authorization: token },
      ...(payload ? { payload } : {}),
    });
  const list = async (invoice: Invoice, showDeleted = false) =>
    (await call(admin, 'GET', `?orderInvoiceId=${invoice.id}&showDeleted=${showDeleted}`)).json() as InvoiceDocument[];
  const created = async (response: ReturnType<typeof upload>) => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as InvoiceDocument;
  };

  it('stores a PDF and serves it back, keeps an external link, lists both oldest first', async () => {
    const { invoice } = await draft();
    const pdf = await created(
      upload(
        admin,
        { bytes: PDF, name: 'счёт.pdf' },
        { orderInvoiceId: String(invoice.id), comment: ' Скан счёта ', fileName: 'Счёт-фактура.pdf' },
      ),
    );
    expect(pdf).toMatchObject({
      orderInvoiceId: invoice.id,
      fileName: 'Счёт-фактура.pdf',
      fileUrl: `/v1/order_invoice_documents/${pdf.id}/file`,
      externalUrl: null,
      comment: 'Скан счёта',
      deletedDate: null,
    });
    expect(pdf.createdByUserFio).toBeTruthy();
    const file = await t.app.inject({ method: 'GET', url: pdf.fileUrl!, headers: { authorization: admin } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(PDF.length));
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);

    const link = await created(
      upload(admin, null, { orderInvoiceId: String(invoice.id), externalUrl: 'https://disk.example.ru/scan/42' }),
    );
    expect(link).toMatchObject({
      fileName: null,
      fileUrl: null,
      externalUrl: 'https://disk.example.ru/scan/42',
      comment: null,
    });
    const png = await created(upload(admin, { bytes: PNG }, { orderInvoiceId: String(invoice.id) }));
    expect(png.fileName).toMatch(/\.png$/);
    expect((await list(invoice)).map((d) => d.id)).toEqual([pdf.id, link.id, png.id]);
    expect((await created(upload(admin, { bytes: JPEG }, { orderInvoiceId: String(invoice.id) }))).fileName).toMatch(
      /\.jpg$/,
    );
  });

  it('answers each message of the form', async () => {
    const { invoice } = await draft();
    const id = String(invoice.id);
    expectFieldError(
      await upload(admin, null, { orderInvoiceId: id, comment: 'без файла' }),
      'file',
      'Прикрепите файл или укажите ссылку',
    );
    expectFieldError(
      await upload(admin, { bytes: Buffer.from('просто текст') }, { orderInvoiceId: id }),
      'file',
      'Допустимы PDF, JPEG и PNG',
    );
    expectFieldError(
      await upload(admin, { bytes: Buffer.alloc(MAX_PHOTO_BYTES + 10, 0x25) }, { orderInvoiceId: id }),
      'file',
      'Файл слишком большой (не более 10 МБ)',
    );
    expectFieldError(
      await upload(admin, null, { orderInvoiceId: id, externalUrl: 'javascript:alert(1)' }),
      'externalUrl',
      'Укажите ссылку вида https://…',
    );
    expectFieldError(
      await upload(admin, null, { orderInvoiceId: 'abc', externalUrl: 'https://a.ru' }),
      'orderInvoiceId',
      'Некорректный номер счёта',
    );
    expect(await list(invoice, true)).toEqual([]);
  });

  it('edits the comment and the link; a document without a file keeps a link', async () => {
    const { invoice } = await draft();
    const link = await created(
      upload(admin, null, {
        orderInvoiceId: String(invoice.id),
        externalUrl: 'https://a.example.ru/1',
        comment: 'старый',
      }),
    );
    const edited = await call(admin, 'PUT', `/${link.id}`, {
      comment: 'Оплата по п/п 17',
      externalUrl: 'https://a.example.ru/2',
    });
    expect(edited.json()).toMatchObject({ comment: 'Оплата по п/п 17', externalUrl: 'https://a.example.ru/2' });
    expect((await call(admin, 'PUT', `/${link.id}`, {})).json()).toMatchObject({
      comment: null,
      externalUrl: 'https://a.example.ru/2',
    });
    expectFieldError(
      await call(admin, 'PUT', `/${link.id}`, { externalUrl: null }),
      'externalUrl',
      'Прикрепите файл или укажите ссылку',
    );
    expectFieldError(
      await call(admin, 'PUT', `/${link.id}`, { externalUrl: 'ftp://a.ru/x' }),
      'externalUrl',
      'Укажите ссылку вида https://…',
    );
    const pdf = await created(
      upload(admin, { bytes: PDF }, { orderInvoiceId: String(invoice.id), externalUrl: 'https://a.example.ru/3' }),
    );
    expect(
      (await call(admin, 'PUT', `/${pdf.id}`, { comment: 'только файл', externalUrl: null })).json(),
    ).toMatchObject({ externalUrl: null, fileUrl: pdf.fileUrl });
  });

  it('deletes softly: hidden from the list unless showDeleted', async () => {
    const { invoice } = await draft();
    const doc = await created(upload(admin, { bytes: PDF }, { orderInvoiceId: String(invoice.id) }));
    const deleted = (await call(admin, 'DELETE', `/${doc.id}`)).json() as InvoiceDocument;
    expect(deleted.deletedDate).toEqual(expect.any(Number));
    expect(await list(invoice)).toEqual([]);
    expect((await list(invoice, true)).map((d) => d.id)).toEqual([doc.id]);
    expect(((await call(admin, 'DELETE', `/${doc.id}`)).json() as InvoiceDocument).deletedDate).toBe(
      deleted.deletedDate,
    );
  });

  it('answers 403 without the key or flag, 404 for unknown and foreign ones, 409 while another holds the order', async () => {
    const { w, invoice } = await draft();
    const doc = await created(
      upload(admin, null, { orderInvoiceId: String(invoice.id), externalUrl: 'https://a.ru/x' }),
    );
    const stranger = await createTestUser(t.db);
    const nobody = await login(t.app, stranger.email, stranger.password!);
    expect((await call(nobody, 'GET', `?orderInvoiceId=${invoice.id}`)).statusCode).toBe(403);
    expect(
      (await upload(reader, null, { orderInvoiceId: String(invoice.id), externalUrl: 'https://a.ru/y' })).statusCode,
    ).toBe(403);
    expect((await call(reader, 'PUT', `/${doc.id}`, { comment: 'x' })).statusCode).toBe(403);
    expect((await call(reader, 'DELETE', `/${doc.id}`)).statusCode).toBe(403);

    expect((await call(admin, 'GET', '?orderInvoiceId=2000000000')).json()).toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
      message: 'Счёт не найден',
    });
    for (const method of ['PUT', 'DELETE'] as const) {
      expect(
        (await call(admin, method, '/2000000000', method === 'PUT' ? { comment: 'x' } : undefined)).json(),
      ).toMatchObject({ status: 404, message: 'Документ счёта не найден' });
    }
    const [other] = await t.db
      .insert(partners)
      .values({ name: `Чужой ${w.tag}` })
      .returning();
    const foreign = (await invoiceUser(t.app, t.db, [...ALL], other.id)).token;
    expect((await call(foreign, 'GET', `?orderInvoiceId=${invoice.id}`)).statusCode).toBe(404);
    expect((await call(foreign, 'GET', `/${doc.id}/file`)).json().message).toBe('Документ счёта не найден');
    expect((await call(foreign, 'DELETE', `/${doc.id}`)).statusCode).toBe(404);
    const own = (await invoiceUser(t.app, t.db, [...ALL], w.partnerId)).token;
    expect((await call(own, 'GET', `?orderInvoiceId=${invoice.id}`)).statusCode).toBe(200);

    const holder = await createTestUser(t.db, { lastName: 'Держателев', firstName: 'Пётр' });
    await holdOrder(t.db, w.orderId, holder.id);
    expect((await call(admin, 'DELETE', `/${doc.id}`)).json()).toMatchObject({
      status: 409,
      errorCode: 'INELIGIBLE_STATE',
    });
    expect(
      (await upload(admin, null, { orderInvoiceId: String(invoice.id), externalUrl: 'https://a.ru/z' })).statusCode,
    ).toBe(409);
  });
});
