import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Partner } from '../../../src/shared/schemas/partners/partners';

// The partner card's tabs of the partner's own rows (contacts, offices, contracts, templates) share one list: deleted
// rows on demand, a row opens its dialog, the add button an empty one, and a saved dialog has the list read again.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['permissionInsert'] as string[] }));

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (_operation: string, flags: string[] = []) => flags.every((f) => state.flags.includes(f)),
  usePlatformStaff: () => true,
  useProfile: () => null,
}));

const { PartnerRowsTab } = await import('../../../src/console/screens/partners/tabs/PartnerRowsTab');

type Row = { id: number; name: string; deletedDate: number | null };
const partner = { id: 3, name: 'Эвакуатор-Сервис' } as Partner;
const rows: Row[] = [
  { id: 1, name: 'Иванов', deletedDate: null },
  { id: 2, name: 'Петров', deletedDate: 1 },
];

const wrap = (node: React.ReactNode) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={memoryLocation({ path: '/partners/3' }).hook}>{node}</Router>
    </ChakraProvider>,
  );

function renderTab() {
  const fetchRows = vi.fn(async (_partnerId: number, showDeleted: boolean) =>
    rows.filter((r) => showDeleted || r.deletedDate === null),
  );
  wrap(
    <PartnerRowsTab<Row>
      partner={partner}
      title="Контакты"
      tableKey="partner.test"
      columns={[{ id: 'name', header: 'ФИО', value: (r) => r.name, primary: true }]}
      sortField="name"
      addLabel="Добавить контакт"
      fetchRows={fetchRows}
      renderDialog={({ row, onClose, onChanged }) => (
        <div data-testid="row-dialog">
          {row ? `Карточка ${row.name}` : 'Новый контакт'}
          <button type="button" onClick={onChanged}>
            Сохранено
          </button>
          <button type="button" onClick={onClose}>
            Закрыть
          </button>
        </div>
      )}
    />,
  );
  return fetchRows;
}

beforeEach(() => {
  localStorage.clear();
  state.flags = ['permissionInsert'];
});

describe('PartnerRowsTab', () => {
  it("reads the partner's alive rows, the deleted ones too when asked, marked", async () => {
    const user = userEvent.setup();
    const fetchRows = renderTab();
    expect(await screen.findByText('Иванов')).toBeInTheDocument();
    expect(fetchRows).toHaveBeenLastCalledWith(3, false);
    expect(screen.queryByText('Петров')).not.toBeInTheDocument();
    await user.click(screen.getByText('Показывать удалённые'));
    expect(await screen.findByText('Петров')).toBeInTheDocument();
    expect(fetchRows).toHaveBeenLastCalledWith(3, true);
    expect(screen.getByText('Удалён')).toBeInTheDocument();
  });

  it('opens a row in its dialog, the add button an empty one; a save reads the list again', async () => {
    const user = userEvent.setup();
    const fetchRows = renderTab();
    await user.click(await screen.findByText('Иванов'));
    expect(screen.getByTestId('row-dialog')).toHaveTextContent('Карточка Иванов');
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('row-dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Добавить контакт' }));
    expect(screen.getByTestId('row-dialog')).toHaveTextContent('Новый контакт');
    const reads = fetchRows.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Сохранено' }));
    await waitFor(() => expect(fetchRows.mock.calls.length).toBe(reads + 1));
  });

  it('offers no add button without the insert flag', async () => {
    state.flags = [];
    renderTab();
    expect(await screen.findByText('Иванов')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить контакт' })).not.toBeInTheDocument();
  });
});
