import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OrderOffer } from '../../../src/shared/schemas/orderOffers';
import { NOW, offer } from '../../machines/dispatch/dispatchFixtures';
import { answer } from '../orders/orderPartsFixtures';

configure({ asyncUtilTimeout: 5_000 });

const state = vi.hoisted(() => ({ grants: [] as string[] }));

// The real API module and chart over a fake axios instance: the test sees the calls as the server would.
vi.mock('../../../src/console/api/httpClient', () => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string) => state.grants.includes(operation),
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { OffersPanel } = await import('../../../src/console/screens/dashboard/OffersPanel');

function renderPanel() {
  const location = memoryLocation({ path: '/' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <OffersPanel />
      </Router>
    </ChakraProvider>,
  );
}

let pending: OrderOffer[];
beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW * 1000);
  state.grants = ['order.offers', 'orders.view'];
  pending = [
    offer(),
    offer({
      id: 502,
      orderId: 43,
      orderNumber: '2611-000043',
      addressFrom: 'Химки, ул. Ленина, д. 5',
      addressTo: null,
      expiresDate: NOW + 2 * 3600 + 300,
    }),
  ];
  http.get.mockImplementation(() => answer(pending) as never);
  http.post.mockImplementation(
    (url: string) => answer(offer({ status: url.endsWith('/accept') ? 'accepted' : 'rejected' })) as never,
  );
});
afterEach(() => vi.useRealTimers());

const rows = () => screen.queryAllByTestId('offer-row');

describe('OffersPanel', () => {
  it("lists the partner's pending offers: the order, where from and to, the vehicle, the region and the time left", async () => {
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(http.get).toHaveBeenCalledWith('/order_offers', { params: { status: 'pending' } });
    const [first, second] = rows();
    expect(within(first).getByRole('link', { name: '2611-000042' })).toHaveAttribute('href', '/orders/42');
    expect(first).toHaveTextContent('Москва, ул. Тверская, д. 1');
    expect(first).toHaveTextContent('Варшавское ш., д. 26');
    expect(first).toHaveTextContent('Lada Vesta А123ВС777');
    expect(first).toHaveTextContent('Москва');
    expect(within(first).getByTestId('offer-countdown')).toHaveTextContent('осталось 4:05');
    expect(within(second).getByTestId('offer-countdown')).toHaveTextContent('осталось 2 ч 05 мин');
  });

  it('shows the order number without a link to a user who may not open orders, and the empty text', async () => {
    state.grants = ['order.offers'];
    const { unmount } = renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('link')).toBeNull();
    expect(rows()[0]).toHaveTextContent('2611-000042');
    unmount();

    pending = [];
    renderPanel();
    expect(await screen.findByText('Новых предложений нет')).toBeInTheDocument();
  });

  it('accepts an offer, which leaves the list', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Принять 2611-000042' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(http.post).toHaveBeenCalledWith('/order_offers/501/accept');
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Предложение принято' });
    expect(rows()[0]).toHaveTextContent('2611-000043');
  });

  it('rejects an offer with an optional comment', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Отклонить 2611-000043' }));
    const dialog = await screen.findByTestId('offer-reject-dialog');
    expect(dialog).toHaveTextContent('Заявка № 2611-000043, Химки, ул. Ленина, д. 5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Нет свободных эвакуаторов');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(http.post).toHaveBeenCalledWith('/order_offers/502/reject', { comment: 'Нет свободных эвакуаторов' });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Предложение отклонено' });
    await waitFor(() => expect(screen.queryByTestId('offer-reject-dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Отклонить 2611-000042' }));
    await user.click(
      within(await screen.findByTestId('offer-reject-dialog')).getByRole('button', { name: 'Отклонить' }),
    );
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/order_offers/501/reject', {}));
  });

  it('says the offer is no longer actual (409) and reads the list again', async () => {
    const user = userEvent.setup();
    http.post.mockImplementation(
      () =>
        Promise.reject({
          message: 'Предложение уже не актуально',
          errorCode: 'INELIGIBLE_STATE',
          status: 409,
        }) as never,
    );
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const accept = screen.getByRole('button', { name: 'Принять 2611-000042' });
    // Meanwhile the offer expired.
    pending = [pending[1]];
    await user.click(accept);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'warning', title: 'Предложение уже не актуально' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(http.get).toHaveBeenCalledTimes(2);
  });
});
