import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Dispatch } from '../../../src/shared/schemas/orderOffers';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';
import { dispatchOf, NOW, stale } from '../../machines/dispatch/dispatchFixtures';
import { MOSCOW } from '../../machines/dispatch/priorityFixtures';
import { answer, ORDER, renderSection } from './orderPartsFixtures';

configure({ asyncUtilTimeout: 5_000 });

const state = vi.hoisted(() => ({ grants: {} as Record<string, string[]> }));

// The real API module and chart over a fake axios instance: the test sees the calls as the server would.
vi.mock('../../../src/console/api/httpClient', () => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    flags.some((f) => state.grants[operation]?.includes(f)),
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { DispatchSection } = await import('../../../src/console/screens/orders/card/sections/DispatchSection');

const EVACUATION = { ...ORDER, id: 42, serviceId: 13, serviceName: 'Эвакуация', fiasId: MOSCOW } as OrderEntity;
const OPERATOR = {
  'order.evacuation.dispatch': ['available', 'permissionUpdate'],
  'reference.partner.priorities': ['available'],
};

let current: Dispatch;
beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW * 1000);
  state.grants = OPERATOR;
  current = dispatchOf('offering');
  http.get.mockImplementation(() => answer(current) as never);
});
afterEach(() => vi.useRealTimers());

const buttonNames = () =>
  within(screen.getByTestId('order-dispatch'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('DispatchSection', () => {
  it('shows the state, the partners by priority with the one asked now and his time left, the offers, and exactly the allowed actions', async () => {
    renderSection(DispatchSection, { order: EVACUATION });
    expect(await screen.findByTestId('dispatch-state')).toHaveTextContent('Предложение партнёру');
    expect(http.get).toHaveBeenCalledWith('/order_evacuation/42');

    const candidates = screen.getAllByTestId('dispatch-candidate');
    expect(candidates.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Эвакуатор-Сервис'),
      expect.stringContaining('Автоассистанс'),
      expect.stringContaining('ШинСервис'),
    ]);
    expect(candidates[0]).toHaveAttribute('aria-current', 'step');
    expect(candidates[1]).not.toHaveAttribute('aria-current');
    expect(within(candidates[0]).getByTestId('offer-countdown')).toHaveTextContent('осталось 4:05');

    const row = screen.getByTestId('dispatch-offer');
    expect(row).toHaveTextContent('Эвакуатор-Сервис');
    expect(row).toHaveTextContent('Ожидает ответа');
    expect(buttonNames()).toEqual(['Приоритеты партнёров', 'Перезапустить поиск', 'Обработать вручную']);
  });

  it('starts the search: the answer replaces the dispatch', async () => {
    const user = userEvent.setup();
    current = dispatchOf('idle');
    http.post.mockImplementation(() => answer(dispatchOf('offering')) as never);
    renderSection(DispatchSection, { order: EVACUATION });
    expect(await screen.findByTestId('dispatch-state')).toHaveTextContent('Не запущено');
    expect(buttonNames()).toEqual(['Приоритеты партнёров', 'Запустить поиск партнёра', 'Обработать вручную']);
    expect(screen.getByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Запустить поиск партнёра' }));
    await waitFor(() => expect(screen.getByTestId('dispatch-state')).toHaveTextContent('Предложение партнёру'));
    expect(http.post).toHaveBeenCalledWith('/order_evacuation/42');
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Поиск партнёра запущен' });
    expect(buttonNames()).toEqual(['Приоритеты партнёров', 'Перезапустить поиск', 'Обработать вручную']);
  });

  it('reloads and says so when the dispatch changed meanwhile (409 INELIGIBLE_STATE)', async () => {
    const user = userEvent.setup();
    http.post.mockImplementation(() => Promise.reject(stale) as never);
    renderSection(DispatchSection, { order: EVACUATION });
    const operator = await screen.findByRole('button', { name: 'Обработать вручную' });
    // Meanwhile the partner accepted.
    current = dispatchOf('accepted');
    await user.click(operator);
    expect(http.post).toHaveBeenCalledWith('/order_evacuation/42/operator');
    await waitFor(() => expect(screen.getByTestId('dispatch-state')).toHaveTextContent('Принято партнёром'));
    expect(http.get).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Состояние поиска изменилось. Данные обновлены.' }),
    );
  });

  it('shows the server message of any other refusal', async () => {
    const user = userEvent.setup();
    const message = 'Поиск партнёра только для заявок на эвакуацию';
    current = dispatchOf('manual');
    http.post.mockImplementation(
      () => Promise.reject({ message, errorCode: 'VALIDATION_ERROR', status: 400 }) as never,
    );
    renderSection(DispatchSection, { order: EVACUATION });
    await user.click(await screen.findByRole('button', { name: 'Перезапустить поиск' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Возникла ошибка', description: message }),
    );
    expect(http.post).toHaveBeenCalledWith('/order_evacuation/42/restart');
    expect(screen.getByTestId('dispatch-state')).toHaveTextContent('Ручная обработка оператором');
  });

  it('offers no action on a read-only order or without the right to act', async () => {
    const { unmount } = renderSection(DispatchSection, { order: EVACUATION, readOnly: true });
    await screen.findByTestId('dispatch-state');
    expect(buttonNames()).toEqual(['Приоритеты партнёров']);
    unmount();

    state.grants = { 'order.evacuation.dispatch': ['available'] };
    renderSection(DispatchSection, { order: EVACUATION });
    await screen.findByTestId('dispatch-state');
    expect(within(screen.getByTestId('order-dispatch')).queryAllByRole('button')).toEqual([]);
  });

  it("opens the region's priorities, or a notice when the order has no region", async () => {
    const user = userEvent.setup();
    renderSection(DispatchSection, { order: { ...EVACUATION, fiasId: null } as OrderEntity });
    await screen.findByTestId('dispatch-state');
    await user.click(screen.getByRole('button', { name: 'Приоритеты партнёров' }));
    expect(await screen.findByTestId('no-region')).toHaveTextContent('У заявки не указан регион');
    expect(http.get).not.toHaveBeenCalledWith('/service_partner/priorities', expect.anything());
  });
});
