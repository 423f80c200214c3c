import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { nowUnix } from '../../../src/shared/format';
import type { PolicyEntity, VehicleEntity } from '../../../src/shared/schemas/vehicles/vehicleEntity';

// The vehicle dialog against a fake API (the axios instance is replaced, so vehiclesApi and the chart's wiring are
// the real ones): the catalogue cascade, the rules, the policies flagged locally and sent with the vehicle, the
// insurance-only mode and the widget permissions.

const state = vi.hoisted(() => ({ granted: new Set<string>() }));
const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));

vi.mock('../../../src/console/api/httpClient', () => ({ http }));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    flags.some((f) => state.granted.has(`${operation}:${f}`)),
}));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { VehicleFormDialog } = await import('../../../src/console/screens/vehicles/VehicleFormDialog');

const ALL_FLAGS = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
const grantAll = (...keys: string[]) => {
  for (const k of keys) for (const f of ALL_FLAGS) state.granted.add(`${k}:${f}`);
};

const NOW = nowUnix();
const DAY = 86_400;
const policy = (id: number, fields: Partial<PolicyEntity> = {}): PolicyEntity => ({
  id,
  vehicleId: 7,
  insuranceTypeRefValueId: 9101,
  insuranceTypeRefValueName: 'ОСАГО',
  insuranceCompanyId: 1,
  insuranceCompanyName: 'Ингосстрах',
  insuranceNumber: `ХХХ 000000000${id}`,
  startDate: NOW - 30 * DAY,
  expirationDate: NOW + 300 * DAY,
  active: true,
  createdDate: NOW - 30 * DAY,
  ...fields,
});
const vehicle = (fields: Partial<VehicleEntity> = {}): VehicleEntity => ({
  id: 7,
  clientId: 3,
  primary: true,
  makeId: 10,
  makeTitle: 'Kia',
  modelId: 20,
  modelTitle: 'Rio',
  generationId: 30,
  generationName: 'IV',
  modificationId: null,
  modificationName: null,
  number: 'А123ВС77',
  foreign: false,
  vin: 'XWEFF41CBK0123456',
  stsNumber: null,
  ptsNumber: null,
  yearOfIssue: 2019,
  isCorporate: false,
  createdDate: NOW - 100 * DAY,
  deletedDate: null,
  insurances: [policy(1), policy(2, { startDate: NOW - 500 * DAY, expirationDate: NOW - 3 * DAY, active: false })],
  ...fields,
});

const CATALOG: Record<string, unknown> = {
  '/catalog/vehicle/makes': [
    { id: 10, title: 'Kia', deletedDate: null },
    { id: 11, title: 'Lada', deletedDate: null },
  ],
  '/catalog/vehicle/makes/10/models': [{ id: 20, makeId: 10, title: 'Rio', deletedDate: null }],
  '/catalog/vehicle/makes/11/models': [{ id: 21, makeId: 11, title: 'Granta', deletedDate: null }],
  '/catalog/vehicle/models/20/generations': [{ id: 30, modelId: 20, name: 'IV', yearFrom: 2017, yearTo: 2023 }],
  '/catalog/vehicle/models/21/generations': [],
  '/catalog/vehicle/generations/30/modifications': [{ id: 40, generationId: 30, name: '1.6 AT (123 л.с.)' }],
  '/ref_value/908': [
    { id: 9101, refId: 908, name: 'ОСАГО' },
    { id: 9102, refId: 908, name: 'КАСКО' },
  ],
  '/catalog/insurance_companies': [
    { id: 1, name: 'Ингосстрах' },
    { id: 2, name: 'РЕСО-Гарантия' },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  state.granted = new Set();
  http.get.mockImplementation(async (url: string) => {
    if (url === '/vehicles/7') return { data: vehicle() };
    if (url in CATALOG) return { data: CATALOG[url] };
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockImplementation(async (_url: string, body: { number: string }) => ({
    data: vehicle({ id: 8, number: body.number, insurances: [] }),
  }));
  http.put.mockImplementation(async () => ({ data: vehicle() }));
});

function renderDialog(props: Partial<Parameters<typeof VehicleFormDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const location = memoryLocation({ path: '/client/3/' });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <VehicleFormDialog open vehicleId={7} clientId={3} onClose={onClose} onSaved={onSaved} {...props} />
      </Router>
    </ChakraProvider>,
  );
  return { onClose, onSaved, user: userEvent.setup() };
}

const dialog = () => screen.getByTestId('vehicle-form');
const select = (name: RegExp) => within(dialog()).getByRole('combobox', { name });

describe('VehicleFormDialog', () => {
  it('adds a vehicle: the selects cascade, the rules speak, and the new vehicle is posted for the client', async () => {
    grantAll('order.vehicle', 'order.insurancePolicies');
    const { onSaved, onClose, user } = renderDialog({ vehicleId: null });
    expect(await screen.findByText('Новый автомобиль')).toBeVisible();
    await waitFor(() => expect(within(select(/Марка/)).getByRole('option', { name: 'Kia' })).toBeInTheDocument());
    expect(select(/Модель/)).toBeDisabled();
    expect(select(/Поколение/)).toBeDisabled();

    await user.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog()).findByText('Укажите гос.номер')).toBeVisible();
    expect(within(dialog()).getByText('Укажите марку')).toBeVisible();

    await user.selectOptions(select(/Марка/), 'Lada');
    await waitFor(() => expect(select(/Модель/)).toBeEnabled());
    await user.selectOptions(select(/Модель/), 'Granta');
    // An empty level reads 'Нет вариантов'.
    await waitFor(() =>
      expect(within(select(/Поколение/)).getByRole('option', { name: 'Нет вариантов' })).toBeInTheDocument(),
    );
    // Changing the make empties the model.
    await user.selectOptions(select(/Марка/), 'Kia');
    await waitFor(() => expect(select(/Модель/)).toHaveValue(''));
    await waitFor(() => expect(within(select(/Модель/)).getByRole('option', { name: 'Rio' })).toBeInTheDocument());
    await user.selectOptions(select(/Модель/), 'Rio');
    await waitFor(() =>
      expect(within(select(/Поколение/)).getByRole('option', { name: 'IV (2017–2023)' })).toBeInTheDocument(),
    );
    await user.selectOptions(select(/Поколение/), 'IV (2017–2023)');
    await waitFor(() => expect(select(/Модификация/)).toBeEnabled());
    await user.selectOptions(select(/Модификация/), '1.6 AT (123 л.с.)');

    await user.type(within(dialog()).getByRole('textbox', { name: /Гос.номер/ }), 'a123bc77');
    await user.type(within(dialog()).getByRole('textbox', { name: 'VIN' }), 'xweff41cbk012345o');
    await user.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog()).findByText('Некорректный VIN')).toBeVisible();
    await user.type(within(dialog()).getByRole('textbox', { name: 'VIN' }), '{Backspace}1');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Год выпуска' }), '2019');
    await user.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const [url, body, config] = http.post.mock.calls[0];
    expect(url).toBe('/vehicles');
    expect(config).toEqual({ params: { clientId: 3 } });
    expect(body).toMatchObject({
      makeId: 10,
      modelId: 20,
      generationId: 30,
      modificationId: 40,
      number: 'А123ВС77',
      foreign: false,
      vin: 'XWEFF41CBK0123451',
      yearOfIssue: '2019',
      insurances: [],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Успех', description: 'Изменения сохранены' }),
    );
  });

  it('edits a known vehicle: the plate is read-only without order.vehicle.number; a policy added in its dialog is sent with the vehicle', async () => {
    grantAll('order.vehicle', 'order.insurancePolicies');
    const { onSaved, user } = renderDialog();
    expect(await screen.findByText('Автомобиль Kia Rio, А123ВС77')).toBeVisible();
    expect(within(dialog()).getByRole('textbox', { name: /Гос.номер/ })).toHaveAttribute('readonly');
    const rows = within(dialog()).getAllByTestId('policy-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('действующий');
    expect(rows[1]).toHaveTextContent('не действующий');

    await user.click(within(dialog()).getByRole('button', { name: 'Добавить полис' }));
    const policyDialog = await screen.findByRole('dialog', { name: 'Добавление/редактирование полиса' });
    await user.click(within(policyDialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(policyDialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await user.selectOptions(within(policyDialog).getByRole('combobox', { name: /Тип полиса/ }), 'КАСКО');
    await user.click(within(policyDialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(policyDialog).findByText('Укажите страховую компанию')).toBeVisible();
    await user.selectOptions(
      within(policyDialog).getByRole('combobox', { name: /Страховая компания/ }),
      'РЕСО-Гарантия',
    );
    await user.type(within(policyDialog).getByRole('textbox', { name: 'Номер полиса' }), 'КАСКО-1');
    await user.type(within(policyDialog).getByRole('textbox', { name: /Дата начала/ }), '10.01.2030');
    await user.type(within(policyDialog).getByRole('textbox', { name: /Дата окончания/ }), '09.01.2030');
    await user.click(within(policyDialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(policyDialog).findByText('Дата окончания должна быть позже даты начала')).toBeVisible();
    await user.clear(within(policyDialog).getByRole('textbox', { name: /Дата начала/ }));
    await user.type(within(policyDialog).getByRole('textbox', { name: /Дата начала/ }), '01.01.2020');
    await user.click(within(policyDialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Добавление/редактирование полиса' })).toBeNull());

    const added = within(dialog()).getAllByTestId('policy-row')[2];
    expect(added).toHaveTextContent('КАСКО');
    expect(added).toHaveTextContent('РЕСО-Гарантия');
    expect(added).toHaveTextContent('новый');
    expect(added).toHaveTextContent('действующий');
    expect(http.put).not.toHaveBeenCalled();
    // The old policy is removed locally: flagged, still listed until the save.
    await user.click(within(within(dialog()).getAllByTestId('policy-row')[1]).getByRole('button', { name: 'Удалить' }));
    expect(within(dialog()).getAllByTestId('policy-row')[1]).toHaveTextContent('будет удалён');

    await user.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    const [url, body] = http.put.mock.calls[0];
    expect(url).toBe('/vehicles/7');
    expect(body.insurances).toEqual([
      expect.objectContaining({ id: 2, deleted: true, created: false }),
      expect.objectContaining({
        insuranceTypeRefValueId: 9102,
        insuranceCompanyId: 2,
        insuranceNumber: 'КАСКО-1',
        created: true,
        deleted: false,
        expirationDate: expect.any(Number),
      }),
    ]);
    expect(body.number).toBe('А123ВС77');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('does not send a vehicle whose make, model, VIN and year are unchanged and whose policies are untouched', async () => {
    grantAll('order.vehicle', 'order.vehicle.number');
    const { onSaved, onClose, user } = renderDialog();
    await screen.findByText('Автомобиль Kia Rio, А123ВС77');
    expect(within(dialog()).getByRole('textbox', { name: /Гос.номер/ })).not.toHaveAttribute('readonly');
    await user.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(http.put).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    // Without order.insurancePolicies there is no 'Добавить полис', and no row can be edited or deleted.
    expect(screen.queryByRole('button', { name: 'Добавить полис' })).toBeNull();
  });

  it('opens a known vehicle with its catalogue choices shown; cancelling an untouched form closes it without asking', async () => {
    grantAll('order.vehicle', 'order.vehicle.number', 'order.insurancePolicies');
    // The catalogue answers once the form has been seen on screen without it.
    let releaseCatalog = () => {};
    const catalogHeld = new Promise<void>((resolve) => {
      releaseCatalog = resolve;
    });
    http.get.mockImplementation(async (url: string) => {
      if (url === '/vehicles/7')
        return { data: vehicle({ modificationId: 40, modificationName: '1.6 AT (123 л.с.)' }) };
      await catalogHeld;
      if (url in CATALOG) return { data: CATALOG[url] };
      throw new Error(`unexpected GET ${url}`);
    });
    const { onClose, user } = renderDialog();
    await screen.findByText('Автомобиль Kia Rio, А123ВС77');
    // While its options load, a select holds its value ('Загрузка…').
    expect(select(/Модель/)).toHaveValue('20');
    releaseCatalog();
    await waitFor(() =>
      expect(within(select(/Модификация/)).getByRole('option', { name: '1.6 AT (123 л.с.)' })).toBeInTheDocument(),
    );
    expect(select(/Марка/)).toHaveValue('10');
    expect(select(/Модель/)).toHaveValue('20');
    expect(select(/Поколение/)).toHaveValue('30');
    expect(select(/Модификация/)).toHaveValue('40');
    expect(dialog()).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText('Точно ?')).toBeNull();
  });

  it('in the insurance-only mode shows the vehicle, lets a policy be added, and hides editing and deleting policies', async () => {
    grantAll('order.vehicle', 'order.insurancePolicies');
    const { user } = renderDialog({ insuranceOnly: true });
    expect(await within(await screen.findByTestId('vehicle-form')).findByTestId('vehicle-summary')).toHaveTextContent(
      'Kia Rio, А123ВС77',
    );
    expect(within(dialog()).queryByRole('combobox', { name: /Марка/ })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Добавить полис' })).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(http.put).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the form", async () => {
    grantAll('order.vehicle', 'order.vehicle.number', 'order.insurancePolicies');
    http.put.mockRejectedValue({
      message: 'Проверьте правильность заполнения полей',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      details: { vin: 'Некорректный VIN' },
    });
    const { onClose, user } = renderDialog();
    await screen.findByText('Автомобиль Kia Rio, А123ВС77');
    const vin = within(dialog()).getByRole('textbox', { name: 'VIN' });
    await user.clear(vin);
    await user.type(vin, 'XWEFF41CBK0999999');
    await user.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog()).findByText('Проверьте правильность заполнения полей')).toBeVisible();
    expect(within(dialog()).getByText('Некорректный VIN')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
