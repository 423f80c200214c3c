import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DivisionCard } from '../../../src/shared/schemas/divisions';

// /divisions: the list, a new division through the dialog, the Russian message of an empty name.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/partners/divisionsApi', () => ({
  findDivisions: vi.fn(),
  createDivision: vi.fn(),
  updateDivision: vi.fn(),
  deleteDivision: vi.fn(),
  restoreDivision: vi.fn(),
}));
vi.mock('../../../src/console/api/partners/partnersApi', () => ({
  findPartners: vi.fn(async () => ({ partners: [{ id: 2, name: 'Шинный центр «Колесо»' }], total: 1 })),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true }));

const api = vi.mocked(await import('../../../src/console/api/partners/divisionsApi'));
const { default: DivisionsPage } = await import('../../../src/console/screens/divisions/DivisionsPage');

const division = (patch: Partial<DivisionCard> = {}): DivisionCard => ({
  id: 1,
  name: 'Бухгалтерия',
  partnerId: null,
  partnerName: null,
  deletedDate: null,
  ...patch,
});

function renderPage() {
  const location = memoryLocation({ path: '/divisions' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <DivisionsPage title="Подразделения" />
      </Router>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('DivisionsPage', () => {
  it('lists divisions (the platform’s without a partner) and adds one for a partner', async () => {
    const user = userEvent.setup();
    api.findDivisions.mockResolvedValue({ divisions: [division()], total: 1 });
    api.createDivision.mockImplementation(async (body) =>
      division({ id: 2, ...body, partnerName: 'Шинный центр «Колесо»' }),
    );
    renderPage();
    const row = (await screen.findByText('Бухгалтерия')).closest('[data-testid="table-row"]') as HTMLElement;
    expect(within(row).getByText('Платформа')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить подразделение' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    await user.type(within(dialog).getByLabelText(/Название/), '   ');
    await user.click(save);
    expect(await within(dialog).findByText('Укажите название подразделения')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Название/));
    await user.type(within(dialog).getByLabelText(/Название/), 'Склад');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(dialog).getByLabelText(/Партнёр/), '2');
    await user.click(save);
    await waitFor(() => expect(api.createDivision).toHaveBeenCalledWith({ name: 'Склад', partnerId: 2 }));
    await waitFor(() => expect(api.findDivisions).toHaveBeenCalledTimes(2));
  });
});
