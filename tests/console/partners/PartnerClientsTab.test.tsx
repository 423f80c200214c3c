import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Partner } from '../../../src/shared/schemas/partners/partners';

// The partner card's 'Клиенты' tab: binding a client starts with the phone lookup, which needs the client card's key;
// the form is offered only to whom the server would answer.

const state = vi.hoisted(() => ({ keys: [] as string[] }));

vi.mock('../../../src/console/api/clientsApi', () => ({ fetchClientByPhone: vi.fn() }));
vi.mock('../../../src/console/api/partners/partnerBindingsApi', () => ({
  bindPartnerClient: vi.fn(),
  fetchPartnerClients: vi.fn(async () => []),
  unbindPartnerClient: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string) => state.keys.includes(operation),
}));
// The table is the kit's (its own tests): here only the form above it matters.
vi.mock('../../../src/console/components/dataTable/DataTablePage', () => ({
  DataTablePage: ({ title }: { title: string }) => <p>{title}</p>,
}));

const { PartnerClientsTab } = await import('../../../src/console/screens/partners/tabs/PartnerClientsTab');
const partner = { id: 3, name: 'Эвакуатор-Сервис' } as Partner;

function renderTab() {
  render(
    <ChakraProvider value={defaultSystem}>
      <PartnerClientsTab partner={partner} />
    </ChakraProvider>,
  );
}

describe('PartnerClientsTab', () => {
  it('offers binding by phone to whom may look clients up', () => {
    state.keys = ['partners', 'reference.person.card'];
    renderTab();
    expect(screen.getByRole('textbox', { name: 'Телефон клиента' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Привязать клиента' })).toBeInTheDocument();
  });

  it('offers no binding when the phone lookup would be refused (no client card key)', () => {
    state.keys = ['partners'];
    renderTab();
    expect(screen.getByText('Аффилированные клиенты')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Телефон клиента' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Привязать клиента' })).not.toBeInTheDocument();
  });
});
