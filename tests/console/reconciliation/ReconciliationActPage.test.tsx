import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  act,
  COMMENT,
  DELETED,
  INVOICE,
  RATIFIED,
  stale,
} from '../../machines/reconciliation/reconciliationActPageFixtures';

// /reconciliation/:reconciliationId/ against a fake API: the buttons the act allows, each action, 409, the
// recorded add-invoices failure, the hard delete.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionUpdate', 'permissionDelete'] as string[] }));
vi.mock('../../../src/console/api/reconciliationApi', () => ({
  fetchAct: vi.fn(),
  fetchActInvoices: vi.fn(),
  fetchActComments: vi.fn(),
  fetchAvailableInvoices: vi.fn(),
  addActInvoices: vi.fn(),
  removeActInvoices: vi.fn(),
  notifyActRecalculation: vi.fn(),
  ratifyAct: vi.fn(),
  rejectAct: vi.fn(),
  verifyAct: vi.fn(),
  finalizeAct: vi.fn(),
  hardDeleteAct: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'reconciliation' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/reconciliationApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: ReconciliationActPage } = await import(
  '../../../src/console/screens/reconciliation/ReconciliationActPage'
);

const LATER = {
  ...COMMENT,
  id: 2,
  action: 'act.reject',
  actionName: 'Отклонить',
  comment: 'Не сходится сумма',
  createdDate: 1_750_200_000,
};

beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionUpdate', 'permissionDelete'];
  api.fetchAct.mockResolvedValue(act({ comments: [COMMENT, LATER] }));
  api.fetchActInvoices.mockResolvedValue([INVOICE]);
  api.fetchActComments.mockResolvedValue([COMMENT]);
  api.fetchAvailableInvoices.mockResolvedValue([
    {
      invoiceId: 502,
      invoiceNumber: 'СЧ-502',
      orderId: 78,
      orderNumber: '2506-00078',
      partnerId: 3,
      partnerName: 'ООО «Шинный двор»',
      clientFio: null,
      serviceName: 'Шиномонтаж',
      totalAmount: 1200,
      feeAmount: 120,
      paidDate: 1_750_000_000,
    },
  ]);
});

function renderPage() {
  const location = memoryLocation({ path: '/reconciliation/7/', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <Route path="/reconciliation/:reconciliationId/">
          <ReconciliationActPage title="Акт сверки" />
        </Route>
      </Router>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), location };
}
const buttonNames = () =>
  within(screen.getByTestId('act-actions'))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('ReconciliationActPage', () => {
  it('shows the act, its invoices and history, and exactly the actions it allows', async () => {
    renderPage();
    const header = await screen.findByTestId('act-header');
    expect(header).toHaveTextContent('Акт сверки № 7');
    expect(header).toHaveTextContent('ООО «Шинный двор»');
    expect(within(header).getByTestId('act-payout')).toHaveTextContent(/4\s050,00\s₽/);
    expect(within(header).getByTestId('act-fee')).toHaveTextContent(/450,00\s₽/);
    expect(buttonNames()).toEqual(['Согласовать', 'Изменить счета', 'Уведомить о перерасчёте', 'Отклонить', 'Удалить']);
    expect(screen.getByRole('link', { name: '2506-00077' })).toHaveAttribute('href', '/orders/77');
    const history = screen.getAllByTestId('act-comment');
    expect(history[0]).toHaveTextContent('Не сходится сумма');
    expect(history[1]).toHaveTextContent('Создан');
  });

  it('offers no hard delete without permissionDelete', async () => {
    state.flags = ['available', 'permissionUpdate'];
    renderPage();
    await screen.findByTestId('act-header');
    expect(buttonNames()).toEqual(['Согласовать', 'Изменить счета', 'Уведомить о перерасчёте', 'Отклонить']);
  });

  it('offers nothing to change without permissionUpdate', async () => {
    state.flags = ['available'];
    renderPage();
    await screen.findByTestId('act-header');
    expect(buttonNames()).toEqual([]);
    expect(screen.queryByLabelText('Выбрать счёт СЧ-2506-0501')).toBeNull();
  });

  it('ratifies after a confirmation: the answer replaces the act, content and history are read again', async () => {
    api.ratifyAct.mockResolvedValue(RATIFIED);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Согласовать' }));
    const dialog = await screen.findByTestId('confirm-act-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Согласовать' }));
    await waitFor(() => expect(api.ratifyAct).toHaveBeenCalledWith(7));
    await waitFor(() => expect(buttonNames()).toEqual(['Проверить', 'Отклонить']));
    expect(screen.getByTestId('act-state')).toHaveTextContent('Согласован партнёром');
    await waitFor(() => expect(screen.getAllByTestId('act-comment')).toHaveLength(1));
    expect(api.fetchActInvoices).toHaveBeenCalledWith(7);
    expect(api.fetchActComments).toHaveBeenCalledWith(7);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Успех', description: 'Акт согласован' });
    expect(screen.queryByTestId('confirm-act-dialog')).toBeNull();
  });

  it('rejects only with a comment; a refusal is a toast and the dialog stays', async () => {
    api.rejectAct.mockRejectedValueOnce({
      message: 'Не более 1000 символов',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByTestId('reject-act-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Укажите причину отклонения')).toBeInTheDocument();
    expect(api.rejectAct).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Комментарий/ }), 'Не сходится сумма');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(api.rejectAct).toHaveBeenCalledWith(7, 'Не сходится сумма'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Возникла ошибка',
        description: 'Не более 1000 символов',
      }),
    );
    expect(screen.getByTestId('reject-act-dialog')).toBeInTheDocument();
  });

  it('on 409 reloads the act and says it was changed by someone else', async () => {
    api.ratifyAct.mockRejectedValue(stale);
    api.fetchAct.mockResolvedValueOnce(act()).mockResolvedValueOnce(
      act({
        state: 'rejected',
        stateName: 'Отклонён',
        allowedActions: ['act.update', 'act.notifyRecalculation', 'act.hardDelete'],
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Согласовать' }));
    await user.click(
      within(await screen.findByTestId('confirm-act-dialog')).getByRole('button', { name: 'Согласовать' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'warning',
        title: 'Акт был изменён другим пользователем. Данные обновлены.',
      }),
    );
    expect(api.fetchAct).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('act-state')).toHaveTextContent('Отклонён');
    expect(buttonNames()).toEqual(['Изменить счета', 'Уведомить о перерасчёте', 'Удалить']);
  });

  it('only records a failed add of invoices: an error panel on the page, no toast', async () => {
    api.addActInvoices.mockRejectedValue({
      message: 'Счёт СЧ-502 ещё не оплачен',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Изменить счета' }));
    const dialog = await screen.findByTestId('add-invoices-dialog');
    await user.click(await within(dialog).findByLabelText('Выбрать счёт СЧ-502'));
    expect(within(dialog).getByTestId('selection-total')).toHaveTextContent(/1\s200,00\s₽/);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(api.addActInvoices).toHaveBeenCalledWith(7, [502]));
    expect(await screen.findByTestId('act-action-error')).toHaveTextContent('Счёт СЧ-502 ещё не оплачен');
    expect(notify).not.toHaveBeenCalled();
    expect(screen.queryByTestId('add-invoices-dialog')).toBeNull();
  });

  it('removes the ticked invoices from the act', async () => {
    api.removeActInvoices.mockResolvedValue(
      act({ invoiceIds: [], content: [], totalAmount: 0, feeAmount: 0, payoutAmount: 0 }),
    );
    api.fetchActInvoices.mockResolvedValue([]);
    const { user } = renderPage();
    await user.click(await screen.findByLabelText('Выбрать счёт СЧ-2506-0501'));
    await user.click(screen.getByRole('button', { name: 'Убрать из акта (1)' }));
    await waitFor(() => expect(api.removeActInvoices).toHaveBeenCalledWith(7, [501]));
    await waitFor(() => expect(screen.queryAllByTestId('act-invoice')).toHaveLength(0));
    expect(screen.getByTestId('act-payout')).toHaveTextContent(/0,00\s₽/);
  });

  it('deletes the act for good after asking, and goes back to the list', async () => {
    api.hardDeleteAct.mockResolvedValue(DELETED);
    const { user, location } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByTestId('delete-act-dialog');
    expect(dialog).toHaveTextContent('будет удалён безвозвратно');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/reconciliation'));
    expect(api.hardDeleteAct).toHaveBeenCalledWith(7);
    expect(api.fetchActInvoices).not.toHaveBeenCalled();
  });
});
