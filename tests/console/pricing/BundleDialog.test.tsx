import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ServiceBundle } from '../../../src/shared/schemas/pricing/serviceBundles';

// The bundle dialog of /positions: the shared rules and their Russian messages, the body sent with the links saved
// after it, and a refused save keeping what was typed.

vi.mock('../../../src/console/api/pricing/nomenclatureApi', () => ({
  fetchPositionsShort: vi.fn(async () => [
    { id: 6, name: 'Снятие/установка колеса' },
    { id: 7, name: 'Балансировка колеса' },
  ]),
  createServiceBundle: vi.fn(),
  updateServiceBundle: vi.fn(),
  deleteServiceBundle: vi.fn(),
  addBundleLink: vi.fn(),
  removeBundleLink: vi.fn(),
}));
vi.mock('../../../src/console/api/ordersApi', () => ({
  fetchServices: vi.fn(async () => [
    { id: 69, name: 'Шиномонтаж', code: 'tire_fitting' },
    { id: 68, name: 'Хранение шин', code: 'tire_storage' },
  ]),
}));
vi.mock('../../../src/console/api/referencesApi', () => ({
  fetchRefValues: vi.fn(async (refId: number) =>
    refId === 919
      ? [{ id: 9201, refId, name: 'Комплексный шиномонтаж' }]
      : refId === 917
        ? [
            { id: 9181, refId, name: 'R13' },
            { id: 9185, refId, name: 'R17' },
          ]
        : [{ id: 9211, refId, name: 'Легковой' }],
  ),
}));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true }));

const api = vi.mocked(await import('../../../src/console/api/pricing/nomenclatureApi'));
const { BundleDialog } = await import('../../../src/console/screens/pricing/positions/BundleDialog');

const SAVED: ServiceBundle = {
  id: 50,
  name: 'Мой комплекс',
  serviceId: 69,
  serviceName: 'Шиномонтаж',
  tireOperationRefValueId: 9201,
  tireOperationName: 'Комплексный шиномонтаж',
  bundleItems: [],
  links: [],
};

function renderDialog() {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <BundleDialog bundle={null} onClose={onClose} onChanged={onChanged} />
    </ChakraProvider>,
  );
  return { onClose, onChanged, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('BundleDialog', () => {
  it('shows the rules’ messages, then sends the bundle and its links', async () => {
    const { user, onChanged } = renderDialog();
    const d = await screen.findByTestId('modal-form');
    const save = within(d).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();

    await user.type(within(d).getByRole('textbox', { name: /Наименование/ }), 'Мой комплекс');
    await user.selectOptions(within(d).getByRole('combobox', { name: /^Услуга/ }), 'Шиномонтаж');
    await user.selectOptions(within(d).getByRole('combobox', { name: /^Операция/ }), 'Комплексный шиномонтаж');
    await user.click(within(d).getByRole('button', { name: 'Добавить позицию' }));
    await waitFor(() => expect(within(d).getAllByTestId('bundle-item')).toHaveLength(2));
    await user.selectOptions(within(d).getByRole('combobox', { name: /^Позиция 1/ }), 'Балансировка колеса');
    await user.selectOptions(within(d).getByRole('combobox', { name: /^Позиция 2/ }), 'Балансировка колеса');
    const quantity = within(d).getAllByRole('textbox', { name: /Количество/ })[1];
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(save);
    expect(await within(d).findByText('Позиция уже есть в комплексе')).toBeInTheDocument();
    expect(within(d).getByText('Количество — целое число от 1')).toBeInTheDocument();
    expect(api.createServiceBundle).not.toHaveBeenCalled();

    await user.selectOptions(within(d).getByRole('combobox', { name: /^Позиция 1/ }), 'Снятие/установка колеса');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.selectOptions(within(d).getByRole('combobox', { name: 'Диаметр колеса' }), 'R17');
    await user.click(within(d).getAllByRole('button', { name: 'Привязать' })[0]);
    expect(await within(d).findByTestId('bundle-link')).toHaveTextContent('R17');

    api.createServiceBundle.mockResolvedValue(SAVED);
    api.addBundleLink.mockResolvedValue({ ...SAVED, links: [] });
    await user.click(save);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.createServiceBundle).toHaveBeenCalledWith({
      name: 'Мой комплекс',
      serviceId: 69,
      tireOperationRefValueId: 9201,
      bundleItems: [
        { positionId: 6, quantity: 1 },
        { positionId: 7, quantity: 2 },
      ],
    });
    expect(api.addBundleLink).toHaveBeenCalledWith({ bundleId: 50, refValueId: 9185 });
  });

  it('a refused save keeps what was typed and shows the server’s message', async () => {
    api.createServiceBundle.mockRejectedValue({
      message: 'Ошибка валидации',
      errorCode: 'VALIDATION_ERROR',
      details: { 'bundleItems.0.positionId': 'Позиция удалена' },
    });
    const { user, onClose } = renderDialog();
    const d = await screen.findByTestId('modal-form');
    const name = within(d).getByRole('textbox', { name: /Наименование/ });
    await user.type(name, 'Комплекс с удалённой');
    await user.selectOptions(within(d).getByRole('combobox', { name: /^Услуга/ }), 'Хранение шин');
    await user.selectOptions(within(d).getByRole('combobox', { name: /^Операция/ }), 'Комплексный шиномонтаж');
    await user.selectOptions(within(d).getByRole('combobox', { name: /^Позиция 1/ }), 'Балансировка колеса');
    await user.click(within(d).getByRole('button', { name: 'Сохранить' }));
    expect(await within(d).findByText('Позиция удалена')).toBeInTheDocument();
    expect(name).toHaveValue('Комплекс с удалённой');
    expect(within(d).getByRole('combobox', { name: /^Услуга/ })).toHaveValue('68');
    expect(within(d).getByRole('combobox', { name: /^Позиция 1/ })).toHaveValue('7');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(d).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });
});
