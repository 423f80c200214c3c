import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DataTablePage } from '../../../src/console/components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../src/console/components/dataTable/tableTypes';

// The fit of a table: columns hidden by default (kept in «Колонки»), the primary column that cannot be hidden and
// carries a deleted row's «Удалён» mark, long texts with a tooltip, and the header row as one tab stop whose width
// handle is a keyboard separator.

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));

beforeEach(() => localStorage.clear());

interface Row {
  id: number;
  name: string;
  city: string;
  note: string;
  deletedDate: number | null;
}
const LONG = 'Очень длинный комментарий, который не помещается в колонку и переносится на вторую строку';
const COLUMNS: ColumnDef<Row>[] = [
  { id: 'id', header: 'Номер', value: (r) => r.id, width: 100 },
  { id: 'name', header: 'Имя', value: (r) => r.name, primary: true },
  { id: 'city', header: 'Город', value: (r) => r.city },
  { id: 'note', header: 'Примечание', value: (r) => r.note, hidden: true },
];
const ROWS: Row[] = [
  { id: 1, name: 'Иванов', city: 'Москва', note: LONG, deletedDate: null },
  { id: 2, name: 'Петров', city: 'Тверь', note: '', deletedDate: 1_700_000_000 },
];

function renderTable() {
  const location = memoryLocation({ path: '/list' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <DataTablePage
          title="Список"
          tableKey="test.fit"
          columns={COLUMNS}
          load={async () => ({ rows: ROWS, total: ROWS.length })}
          rowKey={(r) => r.id}
        />
      </Router>
    </ChakraProvider>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('DataGrid fit', () => {
  it('hides the columns hidden by default; «Колонки» shows them; the primary column cannot be hidden', async () => {
    renderTable();
    await screen.findByText('Иванов');
    expect(headers()).toEqual(['Номер', 'Имя', 'Город']);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('table-columns'));
    const note = await screen.findByRole('checkbox', { name: 'Примечание' });
    expect(note).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Имя' })).toBeDisabled();
    await user.click(note);
    await waitFor(() => expect(headers()).toEqual(['Номер', 'Имя', 'Город', 'Примечание']));
    // A long text wraps in its cell and the whole of it is in the tooltip.
    expect(screen.getByTitle(LONG)).toBeInTheDocument();
  });

  it('marks a deleted row «Удалён» in the primary column', async () => {
    renderTable();
    await screen.findByText('Петров');
    const [live, deleted] = screen.getAllByTestId('table-row');
    expect(within(live).queryByTestId('row-deleted-mark')).toBeNull();
    expect(deleted).toHaveAttribute('data-deleted', 'true');
    const nameCell = within(deleted).getAllByRole('cell')[1];
    expect(within(nameCell).getByTestId('row-deleted-mark')).toHaveTextContent('Удалён');
    expect(nameCell).toHaveTextContent('Петров');
  });

  it('makes the header row one tab stop: arrows move between headers, the width handle resizes by keyboard', async () => {
    renderTable();
    await screen.findByText('Иванов');
    const sortButtons = screen.getAllByRole('columnheader').map((h) => within(h).getByRole('button'));
    expect(sortButtons.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    const handles = screen.getAllByRole('separator');
    expect(handles.map((h) => h.tabIndex)).toEqual([0, -1, -1]);
    expect(handles[0]).toHaveAttribute('aria-orientation', 'vertical');

    sortButtons[0].focus();
    fireEvent.keyDown(sortButtons[0], { key: 'ArrowRight' });
    expect(sortButtons[1]).toHaveFocus();
    await waitFor(() => expect(sortButtons.map((b) => b.tabIndex)).toEqual([-1, 0, -1]));
    expect(screen.getAllByRole('separator').map((h) => h.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(sortButtons[1], { key: 'End' });
    expect(sortButtons[2]).toHaveFocus();

    const nameHandle = screen.getByRole('separator', { name: 'Ширина колонки «Имя»' });
    expect(nameHandle).toHaveAttribute('aria-valuenow', '160');
    fireEvent.keyDown(nameHandle, { key: 'ArrowRight' });
    await waitFor(() => expect(nameHandle).toHaveAttribute('aria-valuenow', '170'));
    fireEvent.keyDown(nameHandle, { key: 'ArrowLeft' });
    fireEvent.keyDown(nameHandle, { key: 'ArrowLeft' });
    await waitFor(() => expect(nameHandle).toHaveAttribute('aria-valuenow', '150'));
    // The arrows on a handle resize; they do not move the header focus.
    expect(sortButtons[2]).toHaveFocus();
  });
});
