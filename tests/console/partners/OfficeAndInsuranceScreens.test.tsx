import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

// The office domains editor (add locally, skipped when listed already; save the whole list) and the insurers'
// catalogue changes (choose the vanished ones, copy with idsForRemoval).

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/partners/officesApi', () => ({
  fetchOfficeDomains: vi.fn(),
  saveOfficeDomains: vi.fn(),
  fetchUniqueDomains: vi.fn(async () => ['koleso-demo.ru']),
}));
vi.mock('../../../src/console/api/partners/insuranceApi', () => ({
  fetchInsuranceChanges: vi.fn(),
  copyInsuranceCatalog: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true }));

const offices = vi.mocked(await import('../../../src/console/api/partners/officesApi'));
const insurance = vi.mocked(await import('../../../src/console/api/partners/insuranceApi'));
const { OfficeDomainsSection } = await import('../../../src/console/screens/partners/office/OfficeDomainsSection');
const { default: InsuranceChangesPage } = await import('../../../src/console/screens/insurance/InsuranceChangesPage');

const wrap = (node: React.ReactNode) => render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

beforeEach(() => vi.clearAllMocks());

describe('OfficeDomainsSection', () => {
  it('adds a new domain, skips one already listed, and saves the whole list', async () => {
    const user = userEvent.setup();
    offices.fetchOfficeDomains.mockResolvedValue([{ id: 1, officeId: 7, domain: 'koleso-demo.ru' }]);
    offices.saveOfficeDomains.mockImplementation(async (officeId, domains) =>
      domains.map((domain, i) => ({ id: i + 1, officeId, domain })),
    );
    wrap(<OfficeDomainsSection officeId={7} editable />);
    const section = await screen.findByTestId('office-domains');
    expect(await within(section).findByText('koleso-demo.ru')).toBeInTheDocument();
    const save = within(section).getByRole('button', { name: 'Сохранить домены' });
    expect(save).toBeDisabled();
    const input = within(section).getByLabelText('Новый домен');
    await user.type(input, 'KOLESO-demo.ru{Enter}');
    await user.type(input, 'new.koleso-demo.ru');
    await user.click(within(section).getByRole('button', { name: 'Добавить' }));
    expect(within(section).getAllByText(/koleso-demo\.ru$/)).toHaveLength(2);
    await user.click(save);
    await waitFor(() =>
      expect(offices.saveOfficeDomains).toHaveBeenCalledWith(7, ['koleso-demo.ru', 'new.koleso-demo.ru']),
    );
    await waitFor(() => expect(save).toBeDisabled());
  });
});

describe('InsuranceChangesPage', () => {
  it('shows new, changed and vanished insurers side by side and copies with the chosen idsForRemoval', async () => {
    const user = userEvent.setup();
    insurance.fetchInsuranceChanges
      .mockResolvedValueOnce({
        added: [{ externalId: 'N1', name: 'СК «Новая»' }],
        changed: [{ id: 3, externalId: 'C1', name: 'Старое имя', newName: 'Новое имя' }],
        deleted: [
          { id: 4, externalId: 'D1', name: 'СК «Ушедшая»' },
          { id: 5, externalId: 'D2', name: 'СК «Оставить»' },
        ],
      })
      .mockResolvedValue({ added: [], changed: [], deleted: [{ id: 5, externalId: 'D2', name: 'СК «Оставить»' }] });
    insurance.copyInsuranceCatalog.mockResolvedValue({ added: [], renamed: [], removed: [] });
    wrap(<InsuranceChangesPage title="Изменения страховых компаний" />);
    expect(await screen.findByText('СК «Новая»', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Новое имя')).toBeInTheDocument();
    await user.click(screen.getByText('СК «Ушедшая»'));
    await user.click(screen.getByRole('button', { name: 'Применить изменения' }));
    await waitFor(() => expect(insurance.copyInsuranceCatalog).toHaveBeenCalledWith([4]));
    expect(await screen.findByText(/Применено: добавлено 0/)).toBeInTheDocument();
    expect(insurance.fetchInsuranceChanges).toHaveBeenCalledTimes(2);
  });
});
