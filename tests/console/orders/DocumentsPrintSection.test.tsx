import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OrderDocument, SignedDoc } from '../../../src/shared/schemas/orders/orderDocuments';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';

// A busy machine can take seconds over the first render: the findBy waits get room.
configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionInsert'] as string[] }));

// The module's calls are fakes; its signing chart is the real one wired to them, as the module itself does.
vi.mock('../../../src/console/api/orderDocumentsApi', async () => {
  const { fromPromise } = await import('xstate');
  const { documentSigningMachine } = await import('../../../machines/orders/documentSigningMachine');
  const fns = {
    fetchDocTemplates: vi.fn(),
    fetchOrderDocs: vi.fn(),
    fetchSignedDocs: vi.fn(),
    fetchOrderDocFile: vi.fn(),
    generateOrderDocs: vi.fn(),
    sendSignLinks: vi.fn(),
    verifySignCode: vi.fn(),
  };
  return {
    ...fns,
    documentSigningLogic: documentSigningMachine.provide({
      actors: {
        generateDocs: fromPromise(({ input }) => fns.generateOrderDocs(input.orderId, input.templateIds)),
        sendLinks: fromPromise(({ input }) =>
          fns.sendSignLinks(input.orderId, { documentIds: input.documentIds, phone: input.phone }),
        ),
        verifyCode: fromPromise(({ input }) =>
          fns.verifySignCode(input.orderId, { linkId: input.linkId, smsCode: input.smsCode }),
        ),
      },
    }),
  };
});
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'order.documents' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/orderDocumentsApi'));
const { DocumentsPrintSection } = await import(
  '../../../src/console/screens/orders/card/sections/DocumentsPrintSection'
);

const ORDER = { id: 42, number: '2611-000042', timezone: 'Europe/Moscow', clientPhone: '+79161234567' } as OrderEntity;
const DOC: OrderDocument = {
  id: 7,
  orderId: 42,
  templateId: 2,
  title: 'Акт выполненных работ',
  createdDate: 1_750_000_000,
  signedDate: null,
};
const SIGNED: SignedDoc[] = [
  { documentId: 7, title: 'Акт выполненных работ', signedAt: 1_750_000_100, url: '/v1/orders/docs/7/file' },
];
let docs: OrderDocument[] = [];
let signed: SignedDoc[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert'];
  docs = [];
  signed = [];
  api.fetchDocTemplates.mockResolvedValue([
    {
      id: 1,
      partnerId: null,
      serviceId: null,
      name: 'Акт приёма-передачи автомобиля',
      wheelsWidthDiffer: false,
      createdDate: 0,
      deletedDate: null,
    },
    {
      id: 2,
      partnerId: null,
      serviceId: null,
      name: 'Акт выполненных работ',
      wheelsWidthDiffer: false,
      createdDate: 0,
      deletedDate: null,
    },
  ]);
  api.fetchOrderDocs.mockImplementation(async () => docs);
  api.fetchSignedDocs.mockImplementation(async () => signed);
});

function renderSection(readOnly = false) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <DocumentsPrintSection order={ORDER} readOnly={readOnly} onOrderChanged={() => {}} />
    </ChakraProvider>,
  );
}

describe('DocumentsPrintSection', () => {
  it('generates the ticked documents, sends them to the client’s phone and signs them with the code', async () => {
    const user = userEvent.setup();
    api.generateOrderDocs.mockImplementation(async () => {
      docs = [DOC];
      return docs;
    });
    api.sendSignLinks.mockResolvedValue({ linkId: 3, url: '/sign/abc', expiresAt: 1_750_086_400 });
    api.verifySignCode
      .mockRejectedValueOnce({
        message: 'Неверный код',
        status: 400,
        details: { smsCode: 'Неверный код. Осталось попыток: 4', attemptsLeft: '4' },
      })
      .mockImplementationOnce(async () => {
        signed = SIGNED;
        docs = [{ ...DOC, signedDate: SIGNED[0].signedAt }];
        return SIGNED;
      });
    renderSection();

    await user.click(await screen.findByText('Акт выполненных работ'));
    await user.click(screen.getByRole('button', { name: 'Сформировать' }));
    expect(api.generateOrderDocs).toHaveBeenCalledWith(42, [2]);
    const row = await screen.findByTestId('order-doc-row');
    expect(within(row).getByLabelText('Подписать: Акт выполненных работ')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Отправить на подпись' }));
    await waitFor(() =>
      expect(api.sendSignLinks).toHaveBeenCalledWith(42, { documentIds: [7], phone: '+79161234567' }),
    );
    const code = await screen.findByTestId('sign-code');
    expect(code).toHaveTextContent('Ссылка на подписание /sign/abc отправлена на номер +79161234567');

    await user.type(within(code).getByRole('textbox', { name: /Код из СМС/ }), '111111');
    await user.click(within(code).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(code).findByText('Неверный код. Осталось попыток: 4')).toBeInTheDocument();

    const input = within(code).getByRole('textbox', { name: /Код из СМС/ });
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(within(code).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Документы подписаны кодом из СМС')).toBeInTheDocument();
    expect(api.verifySignCode).toHaveBeenLastCalledWith(42, { linkId: 3, smsCode: '123456' });
    expect(await screen.findByTestId('signed-doc')).toHaveTextContent('Акт выполненных работ — подписан');
  });

  it('asks to choose documents before generating anything', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Сформировать' }));
    expect(await screen.findByText('Выберите документы')).toBeInTheDocument();
    expect(api.generateOrderDocs).not.toHaveBeenCalled();
  });

  it('only shows the documents when the order takes no changes', async () => {
    docs = [DOC];
    renderSection(true);
    expect(await screen.findByTestId('order-doc-row')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сформировать' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить на подпись' })).not.toBeInTheDocument();
  });
});
