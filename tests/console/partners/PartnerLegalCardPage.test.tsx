import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PartnerLegalCard } from '../../../src/shared/schemas/partners/partnerLegals';

// /partners/legal/:partnerLegalId: a missing entity is no error (seed §8), the form saves the changed data.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/partners/partnerLegalsApi', () => ({
  fetchPartnerLegal: vi.fn(),
  updatePartnerLegal: vi.fn(),
  createPartnerLegal: vi.fn(),
  deletePartnerLegal: vi.fn(),
  restorePartnerLegal: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true }));

const api = vi.mocked(await import('../../../src/console/api/partners/partnerLegalsApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: PartnerLegalCardPage } = await import(
  '../../../src/console/screens/partners/legal/PartnerLegalCardPage'
);

const legal: PartnerLegalCard = {
  id: 5,
  partnerId: 2,
  partnerName: 'Шинный центр «Колесо»',
  name: 'ООО «Колесо»',
  inn: '7728123456',
  kpp: null,
  nds: 20,
  deletedDate: null,
};

function renderAt(path: string) {
  const location = memoryLocation({ path });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <Route path="/partners/legal/:partnerLegalId">{() => <PartnerLegalCardPage title="Юридическое лицо" />}</Route>
      </Router>
    </ChakraProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('PartnerLegalCardPage', () => {
  it('shows «не найдено» without an error panel when the entity is not found', async () => {
    api.fetchPartnerLegal.mockResolvedValue(null);
    renderAt('/partners/legal/77');
    expect(await screen.findByTestId('partner-legal-not-found')).toBeInTheDocument();
    expect(screen.queryByText('Ошибка загрузки данных')).not.toBeInTheDocument();
  });

  it('saves the changed VAT (empty: without VAT)', async () => {
    const user = userEvent.setup();
    api.fetchPartnerLegal.mockResolvedValue(legal);
    api.updatePartnerLegal.mockImplementation(async (id, body) => ({
      ...legal,
      id,
      ...body,
      nds: body.nds ?? null,
      inn: body.inn ?? null,
      kpp: body.kpp ?? null,
    }));
    renderAt('/partners/legal/5');
    const form = await screen.findByTestId('partner-legal-form');
    await user.clear(within(form).getByLabelText(/НДС/));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.updatePartnerLegal).toHaveBeenCalledWith(5, { name: 'ООО «Колесо»', inn: '7728123456' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Успех',
        description: 'Юридическое лицо сохранено',
      }),
    );
  });
});
