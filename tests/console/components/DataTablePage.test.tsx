import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TablePage, TableQuery } from '../../../machines/kit/dataTableTypes';
import { DataTablePage } from '../../../src/console/components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../src/console/components/dataTable/tableTypes';

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
const settingsApi = await import('../../../src/console/api/userSettingsApi');

beforeEach(() => localStorage.clear());

interface Row {
  id: number;
  name: string;
}
const COLUMNS: ColumnDef<Row>[] = [
  { id: 'id', header: 'Номер', value: (r) => r.id },
  { id: 'name', header: 'Имя', value: (r) => r.name },
];

function deferred() {
  let resolve!: (p: TablePage<Row>) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<TablePage<Row>>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderTable(
  load: (q: TableQuery) => Promise<TablePage<Row>>,
  path = '/list',
  keys: { reloadKey?: unknown; paramsKey?: unknown } = {},
) {
  const location = memoryLocation({ path, record: true });
  const table = (k: typeof keys) => (
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <DataTablePage
          title="Список"
          tableKey="test.list"
          columns={COLUMNS}
          load={load}
          rowKey={(r) => r.id}
          filters={[{ id: 'name', label: 'Имя', type: 'text' }]}
          {...k}
        />
      </Router>
    </ChakraProvider>
  );
  const utils = render(table(keys));
  return { ...utils, location, rerenderWith: (k: typeof keys) => utils.rerender(table(k)) };
}

describe('DataTablePage', () => {
  it('shows loading, then the rows and the total', async () => {
    const d = deferred();
    renderTable(() => d.promise);
    expect(screen.getByLabelText('Загрузка')).toBeInTheDocument();
    await act(async () => d.resolve({ rows: [{ id: 1, name: 'Иванов' }], total: 1 }));
    expect(await screen.findByText('Иванов')).toBeInTheDocument();
    expect(screen.getByTestId('table-total')).toHaveTextContent('Всего: 1');
  });

  it("shows the empty text, and a failure with the server's message and 'повторить'", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce({ message: 'Сервис недоступен' })
      .mockResolvedValueOnce({ rows: [], total: 0 });
    renderTable(load);
    const failed = await screen.findByTestId('load-failed');
    expect(within(failed).getByText('Ошибка загрузки данных')).toBeInTheDocument();
    expect(within(failed).getByText('Сервис недоступен')).toBeInTheDocument();
    fireEvent.click(within(failed).getByRole('button', { name: 'повторить' }));
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the query from the URL and writes changes back into it', async () => {
    const load = vi.fn(async (q: TableQuery) => ({ rows: [{ id: q.offset + 1, name: 'Петров' }], total: 40 }));
    const { location } = renderTable(load, '/list?offset=10&f.name=Пет');
    await screen.findByText('Петров');
    expect(load.mock.calls[0][0]).toMatchObject({ offset: 10, filters: { name: 'Пет' } });
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/list?offset=20&f.name=%D0%9F%D0%B5%D1%82'));
  });

  it('reloads the same page when reloadKey changes, and the first page when paramsKey changes', async () => {
    const load = vi.fn(async (q: TableQuery) => ({ rows: [{ id: q.offset + 1, name: 'Петров' }], total: 40 }));
    const { rerenderWith } = renderTable(load, '/list?offset=20', { reloadKey: 0, paramsKey: false });
    await screen.findByText('21');
    rerenderWith({ reloadKey: 1, paramsKey: false });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.calls[1][0]).toMatchObject({ offset: 20 });
    rerenderWith({ reloadKey: 1, paramsKey: true });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(load.mock.calls[2][0]).toMatchObject({ offset: 0 });
  });

  it('saves the column settings per header and key, here and on the server, and reads them back', async () => {
    const load = async () => ({ rows: [{ id: 1, name: 'Иванов' }], total: 1 });
    const first = renderTable(load);
    await screen.findByText('Иванов');
    fireEvent.keyDown(screen.getByRole('separator', { name: 'Ширина колонки «Имя»' }), { key: 'ArrowRight' });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('table-settings'));
    await user.click(await screen.findByRole('menuitem', { name: 'Сохранить настройки колонок' }));
    await waitFor(() => expect(localStorage.getItem('tableSettings:Список:test.list')).not.toBeNull());
    const saved = JSON.parse(localStorage.getItem('tableSettings:Список:test.list')!);
    expect(saved.columns.widths).toEqual({ name: 170 });
    await waitFor(() => expect(settingsApi.saveUserSetting).toHaveBeenCalledWith('table.test.list', saved));
    first.unmount();

    renderTable(load);
    await screen.findByText('Иванов');
    expect(screen.getByRole('separator', { name: 'Ширина колонки «Имя»' })).toHaveAttribute('aria-valuenow', '170');
  });
});
