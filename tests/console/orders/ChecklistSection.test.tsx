import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OrderChecklistItem } from '../../../src/shared/schemas/orders/orderParts';
import { answer, renderSection } from './orderPartsFixtures';

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
}));

// The real API module and chart, over a fake axios instance: the test sees the calls as the server would.
vi.mock('../../../src/console/api/httpClient', () => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'order.checklist' && flags.some((f) => state.flags.includes(f)),
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { ChecklistSection } = await import('../../../src/console/screens/orders/card/sections/ChecklistSection');

const line = (
  contentRefValueId: number,
  contentRefValueName: string,
  id: number | null,
  checked: boolean | null,
): OrderChecklistItem => ({
  id,
  orderId: 7,
  contentRefValueId,
  contentRefValueName,
  checked,
});

let lines: OrderChecklistItem[] = [];
beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  lines = [
    line(9111, 'Клиент проинформирован о стоимости', null, null),
    line(9112, 'Фото автомобиля сделаны', 21, true),
    line(9113, 'Документы клиента проверены', 22, false),
  ];
  http.get.mockImplementation(() => answer(lines.map((l) => ({ ...l }))) as never);
  http.post.mockImplementation(() => answer({}) as never);
  http.put.mockImplementation(() => answer({}) as never);
  http.delete.mockImplementation(() => answer({}) as never);
});

const mark = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}:`) });
const save = () => screen.getByRole('button', { name: 'Сохранить' });

describe('ChecklistSection', () => {
  it('edits locally and saves exactly the changed lines, then reloads', async () => {
    const user = userEvent.setup();
    renderSection(ChecklistSection);
    await screen.findByText('Клиент проинформирован о стоимости');
    expect(http.get).toHaveBeenCalledWith('/order_checklist_items', { params: { orderId: 7 } });
    expect(save()).toBeDisabled();

    await user.click(mark('Клиент проинформирован о стоимости'));
    expect(mark('Клиент проинформирован о стоимости')).toHaveTextContent('Да');
    await user.click(mark('Фото автомобиля сделаны'));
    await user.click(mark('Фото автомобиля сделаны'));
    expect(mark('Фото автомобиля сделаны')).toHaveTextContent('Не отмечен');
    await user.click(mark('Документы клиента проверены'));
    await user.click(mark('Документы клиента проверены'));
    expect(mark('Документы клиента проверены')).toHaveTextContent('Да');
    expect(screen.getAllByText('изменено')).toHaveLength(3);

    lines = [
      line(9111, 'Клиент проинформирован о стоимости', 31, true),
      line(9112, 'Фото автомобиля сделаны', null, null),
      line(9113, 'Документы клиента проверены', 22, true),
    ];
    await user.click(save());
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Чек-лист сохранён' }));
    expect(http.post).toHaveBeenCalledWith('/order_checklist_items', {
      orderId: 7,
      contentRefValueId: 9111,
      checked: true,
    });
    expect(http.delete).toHaveBeenCalledWith('/order_checklist_items/21');
    expect(http.put).toHaveBeenCalledWith('/order_checklist_items/22', { checked: true });
    expect(http.post).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('изменено')).toBeNull());
    expect(save()).toBeDisabled();
  });

  it('keeps the edits and shows the server message when the save is refused', async () => {
    const user = userEvent.setup();
    const message = 'Заявка заблокирована пользователем Петров Пётр. Изменения невозможны.';
    http.put.mockImplementation(() => Promise.reject({ message, errorCode: 'INELIGIBLE_STATE', status: 409 }) as never);
    renderSection(ChecklistSection);
    await screen.findByText('Фото автомобиля сделаны');
    await user.click(mark('Фото автомобиля сделаны'));
    await user.click(save());
    expect(await screen.findByTestId('error-panel')).toHaveTextContent(message);
    expect(mark('Фото автомобиля сделаны')).toHaveTextContent('Нет');
    expect(screen.getByText('изменено')).toBeInTheDocument();
    expect(save()).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('changes nothing on a read-only order and hides the buttons', async () => {
    const user = userEvent.setup();
    renderSection(ChecklistSection, { readOnly: true });
    await screen.findByText('Фото автомобиля сделаны');
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(mark('Фото автомобиля сделаны')).toBeDisabled();
    await user.click(mark('Фото автомобиля сделаны'));
    expect(mark('Фото автомобиля сделаны')).toHaveTextContent('Да');
  });

  it('never takes a stored line back to "not set" without the right to delete', async () => {
    const user = userEvent.setup();
    state.flags = ['available', 'permissionInsert', 'permissionUpdate'];
    renderSection(ChecklistSection);
    await screen.findByText('Документы клиента проверены');
    await user.click(mark('Документы клиента проверены'));
    expect(mark('Документы клиента проверены')).toHaveTextContent('Да');
  });
});
