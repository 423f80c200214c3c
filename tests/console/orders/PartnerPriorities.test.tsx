import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PRIORITY_MESSAGE } from '../../../src/shared/schemas/orderOffers';
import { MOSCOW, PRIORITIES } from '../../machines/dispatch/priorityFixtures';
import { answer } from './orderPartsFixtures';

configure({ asyncUtilTimeout: 5_000 });

const state = vi.hoisted(() => ({ flags: [] as string[] }));

vi.mock('../../../src/console/api/httpClient', () => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'reference.partner.priorities' && flags.some((f) => state.flags.includes(f)),
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { PartnerPrioritiesDialog } = await import(
  '../../../src/console/screens/orders/card/sections/dispatch/PartnerPrioritiesDialog'
);

const onClose = vi.fn();
function renderDialog(fiasId: string | null = MOSCOW) {
  const location = memoryLocation({ path: '/orders/42' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <PartnerPrioritiesDialog fiasId={fiasId} serviceId={13} serviceName="Эвакуация" onClose={onClose} />
      </Router>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionUpdate'];
  http.get.mockImplementation(() => answer(PRIORITIES.map((p) => ({ ...p }))) as never);
  http.put.mockImplementation(
    (_url, body) =>
      answer({ ...PRIORITIES.find((p) => p.id === (body as { id: number }).id), ...(body as object) }) as never,
  );
});

const field = (partner: string) => screen.getByRole('textbox', { name: `Приоритет: ${partner}` });
const save = () => screen.getByRole('button', { name: 'Сохранить' });
const partners = () => screen.getAllByTestId('priority-row').map((r) => r.firstElementChild?.textContent);

async function retype(partner: string, value: string) {
  const user = userEvent.setup();
  await user.clear(field(partner));
  if (value) await user.type(field(partner), value);
}

describe('Partner priorities', () => {
  it('sorts the rows by priority, marks the changed ones and saves only them, in parallel, then clears the marks', async () => {
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText('Эвакуатор-Сервис');
    expect(http.get).toHaveBeenCalledWith('/service_partner/priorities', { params: { fiasId: MOSCOW, serviceId: 13 } });
    expect(partners()).toEqual(['Эвакуатор-Сервис', 'Автоассистанс', 'ШинСервис']);
    expect(save()).toBeDisabled();

    await retype('ШинСервис', '1');
    await retype('Эвакуатор-Сервис', '3');
    expect(screen.getAllByText('изменено')).toHaveLength(2);
    await user.click(save());

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Приоритеты сохранены' }));
    expect(http.put).toHaveBeenCalledTimes(2);
    expect(http.put).toHaveBeenCalledWith('/service_partner/priority', { id: 1, priority: 3 });
    expect(http.put).toHaveBeenCalledWith('/service_partner/priority', { id: 3, priority: 1 });
    expect(screen.queryByText('изменено')).toBeNull();
    expect(partners()).toEqual(['ШинСервис', 'Автоассистанс', 'Эвакуатор-Сервис']);
    expect(save()).toBeDisabled();
  });

  it('keeps the mark and the message of a row the server refused; saving again sends only it', async () => {
    const user = userEvent.setup();
    http.put.mockImplementation((_url, body) =>
      (body as { id: number }).id === 2
        ? (Promise.reject({ message: 'Приоритет не найден', errorCode: 'ENTITY_NOT_FOUND', status: 404 }) as never)
        : (answer(body) as never),
    );
    renderDialog();
    await screen.findByText('Эвакуатор-Сервис');
    await retype('Автоассистанс', '5');
    await retype('ШинСервис', '4');
    await user.click(save());

    expect(await screen.findByText('Приоритет не найден')).toBeInTheDocument();
    expect(screen.getAllByText('изменено')).toHaveLength(1);
    expect(field('Автоассистанс')).toHaveValue('5');
    expect(notify).not.toHaveBeenCalled();

    http.put.mockClear();
    http.put.mockImplementation((_url, body) => answer(body) as never);
    await user.click(save());
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Приоритеты сохранены' }));
    expect(http.put).toHaveBeenCalledTimes(1);
    expect(http.put).toHaveBeenCalledWith('/service_partner/priority', { id: 2, priority: 5 });
  });

  it('takes only 1 to 10', async () => {
    renderDialog();
    await screen.findByText('Эвакуатор-Сервис');
    await retype('Автоассистанс', '11');
    expect(screen.getByText(PRIORITY_MESSAGE)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await retype('Автоассистанс', '10');
    expect(screen.queryByText(PRIORITY_MESSAGE)).toBeNull();
    expect(save()).toBeEnabled();
  });

  it("asks 'Точно ?' before closing with unsaved rows", async () => {
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText('Эвакуатор-Сервис');
    await retype('Автоассистанс', '6');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('alertdialog', { name: 'Точно ?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ДА. Потерять изменения' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('only shows the priorities without the right to change them', async () => {
    const user = userEvent.setup();
    state.flags = ['available'];
    renderDialog();
    await screen.findByText('Эвакуатор-Сервис');
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    await user.type(field('Автоассистанс'), '7');
    expect(field('Автоассистанс')).toHaveValue('2');
    expect(screen.queryByText('изменено')).toBeNull();
  });

  it('reads nothing for an order without a region', async () => {
    renderDialog(null);
    expect(await screen.findByTestId('no-region')).toHaveTextContent('У заявки не указан регион');
    expect(http.get).not.toHaveBeenCalled();
  });
});
