import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Invoice, InvoiceDocument } from '../../../src/shared/schemas/invoice';

const state = vi.hoisted(() => ({ flags: [] as string[] }));

vi.mock('../../../src/console/api/invoicesApi', () => ({
  fetchInvoiceDocuments: vi.fn(),
  uploadInvoiceDocument: vi.fn(),
  updateInvoiceDocument: vi.fn(),
  deleteInvoiceDocument: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'order.invoices' && flags.some((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/invoicesApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { InvoiceDocumentsPanel } = await import(
  '../../../src/console/screens/orders/card/sections/invoices/InvoiceDocumentsPanel'
);
const { ATTACH_MESSAGE, ONE_SOURCE_MESSAGE, invoiceDocumentAddSchema } = await import(
  '../../../src/console/screens/orders/card/sections/invoices/InvoiceDocumentDialog'
);

const INVOICE = { id: 500, number: '2611-001007/1' } as Invoice;
const doc = (id: number, patch: Partial<InvoiceDocument>): InvoiceDocument => ({
  id,
  orderInvoiceId: 500,
  fileName: null,
  fileUrl: null,
  externalUrl: null,
  comment: null,
  createdDate: 1_767_261_600, // 01.01.2026 13:00 in Moscow
  createdByUserFio: 'Оператов Олег',
  deletedDate: null,
  ...patch,
});

let documents: InvoiceDocument[] = [];
beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  documents = [
    doc(1, { fileName: 'Акт выполненных работ.pdf', fileUrl: '/v1/files/acts/1.pdf', comment: 'Подписан клиентом' }),
    doc(2, { externalUrl: 'https://disk.example.ru/check-77', comment: 'Чек терминала' }),
    doc(3, { fileName: 'Старый счёт.pdf', fileUrl: '/v1/files/acts/3.pdf', deletedDate: 1_767_300_000 }),
  ];
  api.fetchInvoiceDocuments.mockImplementation(async (_id: number, showDeleted?: boolean) =>
    documents.filter((d) => showDeleted || d.deletedDate === null),
  );
  api.uploadInvoiceDocument.mockImplementation(async (input) =>
    doc(4, { externalUrl: input.externalUrl ?? null, comment: input.comment ?? null }),
  );
  api.updateInvoiceDocument.mockImplementation(async (id) => documents.find((d) => d.id === id)!);
  api.deleteInvoiceDocument.mockImplementation(async (id) => ({
    ...documents.find((d) => d.id === id)!,
    deletedDate: 1_767_400_000,
  }));
});

function renderPanel(readOnly = false) {
  const location = memoryLocation({ path: '/orders/7' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <InvoiceDocumentsPanel invoice={INVOICE} readOnly={readOnly} />
      </Router>
    </ChakraProvider>,
  );
}

const rows = () => screen.getAllByTestId('invoice-document-row');

describe('InvoiceDocumentsPanel', () => {
  it('lists the file or the link, comment, date and who; "Показать удалённые" adds the deleted ones', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByRole('link', { name: 'Акт выполненных работ.pdf' })).toHaveAttribute(
      'href',
      '/v1/files/acts/1.pdf',
    );
    expect(screen.getByRole('link', { name: 'https://disk.example.ru/check-77' })).toHaveAttribute(
      'href',
      'https://disk.example.ru/check-77',
    );
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Подписан клиентом');
    expect(rows()[0]).toHaveTextContent('01.01.2026 13:00');
    expect(rows()[0]).toHaveTextContent('Оператов Олег');
    expect(api.fetchInvoiceDocuments).toHaveBeenCalledWith(500, false);

    await user.click(screen.getByText('Показать удалённые'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.fetchInvoiceDocuments).toHaveBeenLastCalledWith(500, true);
    const deleted = rows()[2];
    expect(deleted).toHaveTextContent('удалён');
    expect(within(deleted).queryByRole('button')).toBeNull();
  });

  it('adds a link with a comment, and asks for a file or a link first', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('link', { name: 'Акт выполненных работ.pdf' });
    await user.click(screen.getByRole('button', { name: 'Добавить документ' }));
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Прикрепите файл или укажите ссылку')).toBeInTheDocument();
    expect(api.uploadInvoiceDocument).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'или ссылка' }), 'https://disk.example.ru/act-78');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Акт сверки');
    documents.push(doc(4, { externalUrl: 'https://disk.example.ru/act-78', comment: 'Акт сверки' }));
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(api.uploadInvoiceDocument).toHaveBeenCalledWith({
        orderInvoiceId: 500,
        externalUrl: 'https://disk.example.ru/act-78',
        comment: 'Акт сверки',
        file: undefined,
      }),
    );
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Документ добавлен' });
    expect(await screen.findByRole('link', { name: 'https://disk.example.ru/act-78' })).toBeInTheDocument();
  });

  // jsdom builds a form's FormData without the files user-event puts into an input, so the file case is checked on
  // the dialog's rules; the browser sends the file with the form as in the link case above.
  it('takes a file or a link, not both and not neither', () => {
    const file = new File(['%PDF-1.4'], 'Счёт-фактура.pdf', { type: 'application/pdf' });
    expect(invoiceDocumentAddSchema.safeParse({ file, comment: 'Счёт-фактура' }).success).toBe(true);
    expect(invoiceDocumentAddSchema.safeParse({ externalUrl: 'https://disk.example.ru/act-78' }).success).toBe(true);
    expect(invoiceDocumentAddSchema.safeParse({ comment: 'Без файла' }).error?.issues).toMatchObject([
      { path: ['file'], message: ATTACH_MESSAGE },
    ]);
    expect(
      invoiceDocumentAddSchema.safeParse({ file, externalUrl: 'https://disk.example.ru/act-78' }).error?.issues,
    ).toMatchObject([{ path: ['externalUrl'], message: ONE_SOURCE_MESSAGE }]);
  });

  it('edits a comment and deletes after the confirmation', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Изменить: Акт выполненных работ.pdf' }));
    const comment = await screen.findByRole('textbox', { name: 'Комментарий' });
    expect(screen.queryByRole('textbox', { name: /Ссылка/ })).toBeNull();
    await user.clear(comment);
    await user.type(comment, 'Оригинал у клиента');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.updateInvoiceDocument).toHaveBeenCalledWith(1, { comment: 'Оригинал у клиента' }));

    await user.click(screen.getByRole('button', { name: 'Удалить: https://disk.example.ru/check-77' }));
    const dialog = await screen.findByTestId('invoice-document-delete');
    expect(dialog).toHaveTextContent('Удалить документ счёта?');
    documents = documents.map((d) => (d.id === 2 ? { ...d, deletedDate: 1_767_400_000 } : d));
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api.deleteInvoiceDocument).toHaveBeenCalledWith(2));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Документ удалён' });
  });

  it('hides every change on a read-only card and without the rights', async () => {
    const { unmount } = renderPanel(true);
    await screen.findByRole('link', { name: 'Акт выполненных работ.pdf' });
    expect(screen.queryByRole('button', { name: /Добавить|Изменить|Удалить/ })).toBeNull();
    unmount();
    state.flags = ['available', 'permissionUpdate'];
    renderPanel();
    await screen.findByRole('link', { name: 'Акт выполненных работ.pdf' });
    expect(screen.queryByRole('button', { name: 'Добавить документ' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Изменить/ })).toHaveLength(2);
  });
});
