import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { QrCodeBatch } from '../../../src/shared/schemas/qrcodes';

// /qrcodes: the batches, 'Создать коды' with the count's Russian message, 'Печать' saving the sheet, and deleting
// after the confirmation.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/qrcodes/qrCodesApi', async () => {
  const { fromPromise } = await import('xstate');
  const { qrCodeBatchesPageMachine } = await import('../../../machines/qrcodes/qrCodeBatchesPageMachine');
  const deleteQrCodeBatch = vi.fn();
  const fetchQrCodeLabels = vi.fn();
  return {
    findQrCodeBatches: vi.fn(),
    createQrCodeBatch: vi.fn(),
    fetchQrCodeBatch: vi.fn(),
    deleteQrCodeBatch,
    fetchQrCodeLabels,
    qrCodeBatchesPageLogic: qrCodeBatchesPageMachine.provide({
      actors: {
        deleteBatch: fromPromise(({ input }) => deleteQrCodeBatch(input.id)),
        printBatch: fromPromise(({ input }) => fetchQrCodeLabels(input.id)),
      },
    }),
  };
});
vi.mock('../../../src/console/api/partners/partnersApi', () => ({
  findPartners: vi.fn(async () => ({ partners: [{ id: 2, name: 'Шинный центр «Колесо»' }], total: 1 })),
}));
vi.mock('../../../src/console/api/partners/officesApi', () => ({
  fetchPartnerOffices: vi.fn(async () => [{ id: 5, name: 'Колесо в Химках', address: null }]),
}));
vi.mock('../../../src/console/api/ordersApi', () => ({ fetchServices: vi.fn(async () => []) }));
vi.mock('../../../src/console/components/saveBlob', () => ({ saveBlob: vi.fn() }));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: () => true,
  usePlatformStaff: () => true,
  useProfile: () => null,
}));

const api = vi.mocked(await import('../../../src/console/api/qrcodes/qrCodesApi'));
const { saveBlob } = vi.mocked(await import('../../../src/console/components/saveBlob'));
const { default: QrCodesPage } = await import('../../../src/console/screens/qrcodes/QrCodesPage');

const batch = (patch: Partial<QrCodeBatch> = {}): QrCodeBatch => ({
  id: 41,
  partnerId: 2,
  partnerName: 'Шинный центр «Колесо»',
  officeId: 5,
  officeName: 'Колесо в Химках',
  comment: null,
  count: 24,
  usedCount: 0,
  createdByUserId: 1,
  createdByName: 'Админов Админ',
  createdAt: 1_790_000_000,
  ...patch,
});

function renderPage() {
  const location = memoryLocation({ path: '/qrcodes' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <QrCodesPage title="QR-коды" />
      </Router>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('QrCodesPage', () => {
  it('lists batches and makes one: the count is checked in Russian before anything is sent', async () => {
    const user = userEvent.setup();
    api.findQrCodeBatches.mockResolvedValue({ items: [batch()], total: 1 });
    api.createQrCodeBatch.mockResolvedValue({ ...batch({ id: 42, count: 12 }), codes: [] });
    renderPage();
    const row = (await screen.findByText('Колесо в Химках')).closest('[data-testid="table-row"]') as HTMLElement;
    expect(within(row).getByText('24')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Создать коды' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(dialog).getByLabelText(/Партнёр/), '2');
    await user.type(within(dialog).getByLabelText(/Количество кодов/), '1001');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Количество кодов — от 1 до 1000')).toBeInTheDocument();
    expect(api.createQrCodeBatch).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/Количество кодов/));
    await user.type(within(dialog).getByLabelText(/Количество кодов/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(api.createQrCodeBatch).toHaveBeenCalledWith({ partnerId: 2, count: 12 }));
    await waitFor(() => expect(api.findQrCodeBatches).toHaveBeenCalledTimes(2));
  });

  it('prints a batch’s sheet under the server’s name, and deletes a batch after the confirmation', async () => {
    const user = userEvent.setup();
    api.findQrCodeBatches.mockResolvedValue({ items: [batch()], total: 1 });
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
    api.fetchQrCodeLabels.mockResolvedValue({ blob, fileName: 'QR-коды_партия_41.pdf' });
    api.deleteQrCodeBatch.mockResolvedValue(batch());
    renderPage();
    const row = (await screen.findByText('Колесо в Химках')).closest('[data-testid="table-row"]') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: 'Печать' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'QR-коды_партия_41.pdf'));
    expect(api.fetchQrCodeLabels).toHaveBeenCalledWith(41);

    await user.click(within(row).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByTestId('qr-batch-delete');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api.deleteQrCodeBatch).toHaveBeenCalledWith(41));
    await waitFor(() => expect(api.findQrCodeBatches).toHaveBeenCalledTimes(2));
  });
});
