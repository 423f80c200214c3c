import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { EvacuationOrderRow } from '../../../src/shared/schemas/evacuation';

vi.mock('../../../src/console/api/evacuationApi', () => ({ refusePartnerOffice: vi.fn() }));
vi.mock('../../../src/console/api/referencesApi', () => ({
  fetchRefValues: vi.fn(async () => [
    { id: 9041, refId: 904, name: 'Клиент отказался' },
    { id: 9042, refId: 904, name: 'Нет свободного исполнителя' },
    { id: 503, refId: 904, name: 'Другое' },
  ]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const api = vi.mocked(await import('../../../src/console/api/evacuationApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { RefusalDialog } = await import('../../../src/console/screens/evacuation/RefusalDialog');

const ORDER = { id: 42, number: '2506-000042' } as EvacuationOrderRow;

function renderDialog() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <RefusalDialog order={ORDER} onClose={onClose} onSaved={onSaved} />
    </ChakraProvider>,
  );
  return { onClose, onSaved, user: userEvent.setup() };
}

const dialog = () => screen.findByTestId('modal-form');
const reason = (d: HTMLElement) => within(d).getByRole('combobox', { name: /Причина отказа/ });
const save = (d: HTMLElement) => within(d).getByRole('button', { name: 'Сохранить' });

beforeEach(() => vi.clearAllMocks());

describe('RefusalDialog', () => {
  it('requires the reason, and the comment only for «Другое» (503)', async () => {
    const { user } = renderDialog();
    const d = await dialog();
    expect(within(d).getByText('Отказ офиса от заявки № 2506-000042')).toBeInTheDocument();
    await waitFor(() => expect(within(reason(d)).getByRole('option', { name: 'Другое' })).toBeInTheDocument());
    await user.click(save(d));
    expect(await within(d).findByText('Укажите причину отказа')).toBeInTheDocument();

    await user.selectOptions(reason(d), 'Другое');
    await user.click(save(d));
    expect(await within(d).findByText('Введите комментарий')).toBeInTheDocument();
    expect(api.refusePartnerOffice).not.toHaveBeenCalled();

    await user.selectOptions(reason(d), 'Клиент отказался');
    await waitFor(() => expect(within(d).queryByText('Введите комментарий')).toBeNull());
  });

  it('sends the order, the reason and the comment, then reports and closes', async () => {
    api.refusePartnerOffice.mockResolvedValue({ ok: true, orderId: 42 });
    const { user, onSaved, onClose } = renderDialog();
    const d = await dialog();
    await waitFor(() => expect(within(reason(d)).getByRole('option', { name: 'Другое' })).toBeInTheDocument());
    await user.selectOptions(reason(d), 'Другое');
    await user.type(within(d).getByRole('textbox', { name: /Комментарий/ }), 'Эвакуатор сломался');
    await user.click(save(d));
    await waitFor(() =>
      expect(api.refusePartnerOffice).toHaveBeenCalledWith({
        orderId: 42,
        reasonRefValueId: 503,
        comment: 'Эвакуатор сломался',
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', description: 'Отказ офиса сохранён' }),
    );
  });

  it('keeps the form open with the server’s message (a held order)', async () => {
    api.refusePartnerOffice.mockRejectedValue({
      message: 'Заявка заблокирована пользователем Операторова Ольга Петровна. Изменения невозможны.',
      errorCode: 'INELIGIBLE_STATE',
      status: 409,
    });
    const { user, onSaved } = renderDialog();
    const d = await dialog();
    await waitFor(() =>
      expect(within(reason(d)).getByRole('option', { name: 'Клиент отказался' })).toBeInTheDocument(),
    );
    await user.selectOptions(reason(d), 'Клиент отказался');
    await user.click(save(d));
    expect(
      await within(d).findByText(/Заявка заблокирована пользователем Операторова Ольга Петровна/),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
