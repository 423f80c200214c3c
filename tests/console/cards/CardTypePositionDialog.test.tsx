import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { freeCountFromWire, freeCountToWire } from '../../../src/shared/cardFreeCount';
import type { CardTypePosition } from '../../../src/shared/schemas/cards/cardTypePositions';

// The card type position form: 'Бесплатно, раз' 0 travels as -1 and a received -1 shows as 0, through the shared
// mapping functions; the form's own rule refuses a negative count.

vi.mock('../../../src/console/api/cards/cardTypesApi', () => ({
  createCardTypePosition: vi.fn(),
  updateCardTypePosition: vi.fn(),
}));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true }));

const api = vi.mocked(await import('../../../src/console/api/cards/cardTypesApi'));
const { CardTypePositionDialog } = await import('../../../src/console/screens/cards/CardTypePositionDialog');

const OPTIONS = [
  { value: 11, label: 'Шиномонтаж — Снятие/установка колеса' },
  { value: 12, label: 'Хранение шин — Хранение шин, сезон' },
];
const POSITION: CardTypePosition = {
  id: 7,
  cardTypeId: 3,
  servicePositionId: 12,
  serviceId: 68,
  serviceName: 'Хранение шин',
  positionId: 40,
  positionName: 'Хранение шин, сезон',
  freeCount: -1,
  createdAt: 1_767_225_600,
  deletedDate: null,
};

const renderDialog = (position: CardTypePosition | null, onChanged = vi.fn()) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <CardTypePositionDialog
        cardTypeId={3}
        position={position}
        options={OPTIONS}
        onClose={vi.fn()}
        onChanged={onChanged}
      />
    </ChakraProvider>,
  );

beforeEach(() => {
  vi.clearAllMocks();
});

describe('freeCount mapping', () => {
  it('sends 0 as -1 and shows -1 as 0; other counts pass through', () => {
    expect(freeCountToWire(0)).toBe(-1);
    expect(freeCountFromWire(-1)).toBe(0);
    expect(freeCountFromWire(freeCountToWire(0))).toBe(0);
    expect(freeCountToWire(3)).toBe(3);
    expect(freeCountFromWire(3)).toBe(3);
  });
});

describe('CardTypePositionDialog', () => {
  it("adds a position with 'Бесплатно, раз' 0: the body carries -1", async () => {
    const user = userEvent.setup();
    api.createCardTypePosition.mockResolvedValue({ ...POSITION, servicePositionId: 11 });
    const onChanged = vi.fn();
    renderDialog(null, onChanged);
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).getByRole('textbox', { name: /Бесплатно, раз/ })).toHaveValue('0');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Позиция услуги/ }), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.createCardTypePosition).toHaveBeenCalledWith({ cardTypeId: 3, servicePositionId: 11, freeCount: -1 }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('shows a stored -1 as 0, and sends a changed count as it is', async () => {
    const user = userEvent.setup();
    api.updateCardTypePosition.mockResolvedValue({ ...POSITION, freeCount: 2 });
    renderDialog(POSITION);
    const dialog = await screen.findByTestId('modal-form');
    const count = within(dialog).getByRole('textbox', { name: /Бесплатно, раз/ });
    expect(count).toHaveValue('0');
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    await user.clear(count);
    await user.type(count, '2');
    await user.click(save);
    await waitFor(() =>
      expect(api.updateCardTypePosition).toHaveBeenCalledWith({ id: 7, servicePositionId: 12, freeCount: 2 }),
    );
  });

  it('refuses a negative count with the form rule and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog(POSITION);
    const dialog = await screen.findByTestId('modal-form');
    const count = within(dialog).getByRole('textbox', { name: /Бесплатно, раз/ });
    await user.clear(count);
    await user.type(count, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Бесплатно, раз: целое число от 0 (0 — нет)')).toBeInTheDocument();
    expect(api.updateCardTypePosition).not.toHaveBeenCalled();
  });
});
