import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Client } from '../../../src/shared/schemas/clients/clientEntity';
import type { BonusHistoryRow } from '../../../src/shared/schemas/clients/clientExtras';

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
}));

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/clientExtrasApi', () => ({
  fetchBonusHistory: vi.fn(),
  sendBonusOperation: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'order.client' && flags.some((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/clientExtrasApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { BonusesTab } = await import('../../../src/console/screens/clients/tabs/BonusesTab');

const CLIENT = { id: 7, lastName: 'Иванов', firstName: 'Иван', bonus: 250 } as Client;
const row = (id: number, fields: Partial<BonusHistoryRow>): BonusHistoryRow => ({
  id,
  orderId: null,
  orderNumber: null,
  invoiceNumber: null,
  createdDate: 1_750_000_000 - id * 3600,
  paymentDate: null,
  bonusReceived: 0,
  bonusSpent: 0,
  partnerName: null,
  partnerLegalName: null,
  serviceName: null,
  operationTypeRefValueId: 345,
  operationTypeRefValueName: 'Начисление',
  createdByUserName: 'Администраторов Александр Иванович',
  comment: null,
  ...fields,
});

let history: BonusHistoryRow[] = [];
beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  // Given oldest first on purpose: the tab shows newest first whatever the order it gets.
  history = [
    row(3, {
      bonusReceived: 200,
      comment: 'Начисление за оплату счёта',
      orderNumber: '1001',
      invoiceNumber: 'СЧ-1001-1',
      serviceName: 'Шиномонтаж',
    }),
    row(2, {
      bonusSpent: 50,
      operationTypeRefValueId: 346,
      operationTypeRefValueName: 'Списание',
      comment: 'Оплата бонусами',
    }),
    row(1, { bonusReceived: 100, comment: 'Подарок ко дню рождения' }),
  ];
  api.fetchBonusHistory.mockImplementation(async () => history.map((r) => ({ ...r })));
});

function renderTab(onClientChanged = vi.fn()) {
  const location = memoryLocation({ path: '/client/7/' });
  const utils = render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <BonusesTab client={CLIENT} onClientChanged={onClientChanged} />
      </Router>
    </ChakraProvider>,
  );
  return { ...utils, onClientChanged };
}

const rows = () => screen.getAllByTestId('table-row');
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Начислить / списать' }));
  return screen.findByTestId('bonus-operation-dialog');
}
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  type: 'Начисление' | 'Списание',
  amount: string,
  comment: string,
) {
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Тип операции/ }), type);
  await user.type(within(dialog).getByRole('textbox', { name: /Количество бонусов/ }), amount);
  await user.type(within(dialog).getByRole('textbox', { name: /Комментарий/ }), comment);
}

describe('BonusesTab', () => {
  it('shows the balance and the history newest first', async () => {
    renderTab();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.fetchBonusHistory).toHaveBeenCalledWith(7);
    expect(screen.getByTestId('bonus-balance')).toHaveTextContent('250');
    expect(rows()[0]).toHaveTextContent('Подарок ко дню рождения');
    expect(rows()[0]).toHaveTextContent('+100');
    expect(rows()[1]).toHaveTextContent('−50');
    expect(rows()[2]).toHaveTextContent('СЧ-1001-1');
  });

  it('offers the operation only to those who may change the client', async () => {
    state.flags = ['available'];
    renderTab();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Начислить / списать' })).toBeNull();
  });

  it('shows every rule with its message and sends nothing while one is broken', async () => {
    const user = userEvent.setup();
    renderTab();
    const dialog = await openDialog(user);
    expect(within(dialog).getByTestId('bonus-dialog-balance')).toHaveTextContent('250');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите сумму бонусов')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите тип начисление')).toBeInTheDocument();

    await fill(user, dialog, 'Начисление', '6000', 'Много');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Нельзя начислить более 5000 бонусов')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Тип операции/ }), 'Списание');
    const amount = within(dialog).getByRole('textbox', { name: /Количество бонусов/ });
    await user.clear(amount);
    await user.type(amount, '251');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Нельзя списать бонусов больше. чем есть у клиента')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Допускается только целое число')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Сумма бонусов должна быть больше 0')).toBeInTheDocument();
    expect(api.sendBonusOperation).not.toHaveBeenCalled();
  });

  it('accrues: sends the amount positive, toasts, reloads the history and asks the card to reload', async () => {
    const user = userEvent.setup();
    api.sendBonusOperation.mockImplementation(async () => {
      history = [row(4, { bonusReceived: 100, comment: 'Компенсация', createdDate: 1_760_000_000 }), ...history];
      return { clientId: 7, bonus: 350, operationId: 4 };
    });
    const { onClientChanged } = renderTab();
    const dialog = await openDialog(user);
    await fill(user, dialog, 'Начисление', '100', 'Компенсация');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByTestId('bonus-operation-dialog')).toBeNull());
    expect(api.sendBonusOperation).toHaveBeenCalledWith({
      clientId: 7,
      operationTypeRefValueId: 345,
      comment: 'Компенсация',
      bonus: 100,
    });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Бонусы успешно начислены' });
    expect(onClientChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[0]).toHaveTextContent('Компенсация');
    expect(screen.getByTestId('bonus-balance')).toHaveTextContent('350');
  });

  it('writes off: sends the amount negated and toasts the write-off', async () => {
    const user = userEvent.setup();
    api.sendBonusOperation.mockResolvedValue({ clientId: 7, bonus: 200, operationId: 5 });
    renderTab();
    const dialog = await openDialog(user);
    await fill(user, dialog, 'Списание', '50', 'Оплата заказа');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.sendBonusOperation).toHaveBeenCalledWith({
        clientId: 7,
        operationTypeRefValueId: 346,
        comment: 'Оплата заказа',
        bonus: -50,
      }),
    );
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Бонусы успешно списаны' });
  });

  it('keeps the dialog open with the server refusal, told once at the field', async () => {
    const user = userEvent.setup();
    const message = 'Нельзя списать бонусов больше. чем есть у клиента';
    api.sendBonusOperation.mockRejectedValue({
      message,
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      details: { bonus: message },
    });
    const { onClientChanged } = renderTab();
    const dialog = await openDialog(user);
    await fill(user, dialog, 'Списание', '200', 'Гонка');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
    expect(within(dialog).queryByTestId('error-panel')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /Количество бонусов/ })).toHaveValue('200');
    expect(notify).not.toHaveBeenCalled();
    expect(onClientChanged).not.toHaveBeenCalled();
  });

  it('closes without asking when nothing was typed, and asks first when something was', async () => {
    const user = userEvent.setup();
    renderTab();
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByTestId('bonus-operation-dialog')).toBeNull());

    dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Комментарий/ }), 'Черновик');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByText('Точно ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ДА. Потерять изменения' }));
    await waitFor(() => expect(screen.queryByTestId('bonus-operation-dialog')).toBeNull());
    expect(api.sendBonusOperation).not.toHaveBeenCalled();
  });
});
