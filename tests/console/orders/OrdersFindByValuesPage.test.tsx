import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { parseSearchValues } from '../../../src/console/screens/orders/orderSearchValues';
import { order, renderInRouter, rows } from './OrdersFixtures';

// /orders/find/by/values: the pasted text becomes the values, each found order says what matched it, the values
// that found nothing are listed with their count, and a failure shows the error panel with a retry.

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../src/console/api/httpClient', () => ({ http }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
const { default: OrdersFindByValuesPage } = await import('../../../src/console/screens/orders/OrdersFindByValuesPage');

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('parseSearchValues', () => {
  it('splits by lines, commas, semicolons and spaces, keeps a phone written with spaces whole, drops repeats', () => {
    expect(
      parseSearchValues('2611-001001, 2611-001002\n+7 (916) 123-45-67;А123ВС77 CL-300102\n\n 2611-001001 '),
    ).toEqual(['2611-001001', '2611-001002', '+7 (916) 123-45-67', 'А123ВС77', 'CL-300102']);
    expect(parseSearchValues('  \n , ')).toEqual([]);
  });
});

describe('OrdersFindByValuesPage', () => {
  function renderPage() {
    return renderInRouter('/orders/find/by/values', <OrdersFindByValuesPage title="Поиск заявок по значениям" />);
  }
  const textarea = () => screen.getByRole('textbox', { name: 'Значения для поиска' });
  const findButton = () => screen.getByRole('button', { name: 'Найти' });

  it('sends the pasted values and badges each order with what matched it', async () => {
    http.post.mockResolvedValue({
      data: {
        orders: [
          { ...order(1), matchedValue: '2611-001001' },
          { ...order(2, { carmenLeadId: 'CL-300102' }), matchedValue: 'CL-300102' },
          { ...order(3, { clientPhone: '+79160000003' }), matchedValue: '8 916 000-00-03' },
          { ...order(4, { vehicleNumber: 'В456ОР99' }), matchedValue: 'в456ор99' },
        ],
        notFound: ['НЕТ-1', 'НЕТ-2'],
      },
    });
    const { user, location } = renderPage();
    expect(findButton()).toBeDisabled();
    await user.type(textarea(), '2611-001001, CL-300102{Enter}8 916 000-00-03{Enter}в456ор99 НЕТ-1 НЕТ-2');
    expect(screen.getByText('Значений: 6')).toBeInTheDocument();
    await user.click(findButton());
    expect(http.post).toHaveBeenCalledWith('/orders/find_list', {
      values: ['2611-001001', 'CL-300102', '8 916 000-00-03', 'в456ор99', 'НЕТ-1', 'НЕТ-2'],
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows().map((r) => within(r).getByTestId('match-kind').textContent)).toEqual([
      'Номер заявки',
      'Лид Carmen',
      'Телефон',
      'Госномер',
    ]);
    expect(screen.getByTestId('found-count')).toHaveTextContent('Найдено заявок: 4');
    expect(screen.getByTestId('not-found-count')).toHaveTextContent('Не найдено значений: 2');
    const notFound = screen.getByTestId('not-found');
    expect(notFound).toHaveTextContent('НЕТ-1');
    expect(notFound).toHaveTextContent('НЕТ-2');
    await user.click(within(rows()[2]).getByText('2611-001003'));
    expect(location.history!.at(-1)).toBe('/orders/3');
  });

  it("shows the server's error in the error panel and retries the same values", async () => {
    http.post.mockRejectedValueOnce({
      message: 'Недостаточно прав для выполнения операции',
      errorCode: 'ACCESS_DENIED',
      status: 403,
    });
    http.post.mockResolvedValueOnce({ data: { orders: [], notFound: ['2611-000001'] } });
    const { user } = renderPage();
    await user.type(textarea(), '2611-000001');
    await user.click(findButton());
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Недостаточно прав для выполнения операции');
    await user.click(within(panel).getByRole('button', { name: 'повторить' }));
    expect(await screen.findByTestId('not-found')).toHaveTextContent('2611-000001');
    expect(http.post).toHaveBeenCalledTimes(2);
    expect(http.post).toHaveBeenLastCalledWith('/orders/find_list', { values: ['2611-000001'] });
    expect(screen.getByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
  });
});
