import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { TireDefectLine } from '../../../src/shared/schemas/tires';
import { REF_VALUES } from './OrderCardFixtures';
import { answer, ORDER, renderSection } from './orderPartsFixtures';

const state = vi.hoisted(() => ({ flags: ['available', 'permissionInsert', 'permissionUpdate'] as string[] }));

// The real API module and chart over a fake axios instance.
vi.mock('../../../src/console/api/httpClient', () => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'tire.defects' && flags.some((f) => state.flags.includes(f)),
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { TireDefectsSection } = await import('../../../src/console/screens/orders/card/sections/TireDefectsSection');

const DEFECT_TYPES = [
  { id: 548, refId: 903, name: 'Без видимых дефектов (шина)' },
  { id: 562, refId: 903, name: 'Без видимых дефектов' },
  { id: 9031, refId: 903, name: 'Порез боковины' },
];
const STORED: TireDefectLine = {
  id: 11,
  orderId: 7,
  barcode: '111111111',
  defectTypeIds: [548],
  defectTypeNames: ['Без видимых дефектов (шина)'],
  storedObjectNumber: '1',
  storedObjectRefValueId: 379,
  tireTreadDepth: 6.5,
  currentState: 'Б/у',
};
const TYRE_ORDER = { ...ORDER, serviceId: 68, storedObjectRefValueId: 379 };

let stored: TireDefectLine[] = [];
beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate'];
  stored = [STORED];
  http.get.mockImplementation(((url: string, config?: { params?: Record<string, unknown> }) => {
    if (url === '/ref_value/903') return answer(DEFECT_TYPES);
    if (url.startsWith('/ref_value/')) return answer(REF_VALUES[Number(url.split('/').pop())] ?? []);
    if (url === '/tire_defects') return answer(stored);
    if (url === '/tire_defects/barcode_check') {
      const barcode = String(config?.params?.barcode);
      return answer({ barcode, barcodeIsUniqueInDB: barcode !== '222222222' });
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  }) as never);
  http.post.mockImplementation(((_url: string, body: { lines: Partial<TireDefectLine>[] }) => {
    stored = [
      ...stored,
      ...body.lines.map((l, i) => ({ ...STORED, ...l, id: 20 + i, defectTypeNames: [] }) as TireDefectLine),
    ];
    return answer(stored);
  }) as never);
});

const lineRows = () => screen.getAllByTestId('defect-line');
const barcodeOf = (row: number) => screen.getByRole('textbox', { name: `Строка ${row}: штрихкод` });

async function addLine(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByDisplayValue('111111111');
  await user.click(screen.getByRole('button', { name: 'Добавить шину' }));
  return lineRows()[lineRows().length - 1];
}

describe('TireDefectsSection', () => {
  it('flags a wrong, a repeated and a taken barcode with their messages', async () => {
    const user = userEvent.setup();
    renderSection(TireDefectsSection, { order: TYRE_ORDER });
    const row = await addLine(user);
    expect(within(row).getByText('новая')).toBeInTheDocument();

    await user.type(barcodeOf(2), '1234');
    expect(within(row).getByTestId('barcode-message')).toHaveTextContent('Штрихкод должен содержать 9 символов');
    await user.clear(barcodeOf(2));
    await user.type(barcodeOf(2), '111111111');
    expect(within(row).getByTestId('barcode-message')).toHaveTextContent('Этот штрихкод уже есть в списке');
    await user.clear(barcodeOf(2));
    await user.type(barcodeOf(2), '222222222');
    await waitFor(() =>
      expect(within(row).getByTestId('barcode-message')).toHaveTextContent('Этот штрихкод уже есть в базе'),
    );
    expect(http.get).toHaveBeenCalledWith('/tire_defects/barcode_check', {
      params: { barcode: '222222222', excludeId: undefined },
    });
    // Only the barcode typed last was asked about: the check waits for a pause in typing.
    expect(http.get.mock.calls.filter(([url]) => url === '/tire_defects/barcode_check')).toHaveLength(1);
  });

  it('starts a new line with the default defect type and drops it once another type is chosen', async () => {
    const user = userEvent.setup();
    renderSection(TireDefectsSection, { order: TYRE_ORDER });
    await addLine(user);
    const types = screen.getByRole('listbox', { name: 'Строка 2: дефекты' }) as HTMLSelectElement;
    await waitFor(() => expect([...types.selectedOptions].map((o) => o.value)).toEqual(['548']));
    await user.selectOptions(types, '9031');
    expect([...types.selectedOptions].map((o) => o.value)).toEqual(['9031']);
  });

  it('saves the new line, then shows it saved', async () => {
    const user = userEvent.setup();
    renderSection(TireDefectsSection, { order: TYRE_ORDER });
    await addLine(user);
    await user.type(barcodeOf(2), '333333333');
    await user.type(screen.getByRole('textbox', { name: 'Строка 2: глубина протектора' }), '7,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Дефекты шин сохранены' }));
    expect(http.post).toHaveBeenCalledWith('/tire_defects', {
      orderId: 7,
      lines: [
        expect.objectContaining({
          barcode: '333333333',
          defectTypeIds: [548],
          storedObjectRefValueId: 379,
          tireTreadDepth: 7.5,
        }),
      ],
    });
    expect(http.put).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('новая')).toBeNull());
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('shows the lines without editing on a held order', async () => {
    renderSection(TireDefectsSection, { order: TYRE_ORDER, readOnly: true });
    expect(await screen.findByDisplayValue('111111111')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Добавить шину' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});
