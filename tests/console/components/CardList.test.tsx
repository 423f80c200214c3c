import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { CardList } from '../../../src/console/components/dataTable/CardList';
import type { ColumnDef } from '../../../src/console/components/dataTable/tableTypes';

// The phone list of a table: a page of rows is drawn whole, a long list only the cards near the window (ten
// thousand cards drawn whole stalled a phone for seconds).

interface Row {
  id: number;
  name: string;
}
const COLUMNS: ColumnDef<Row>[] = [{ id: 'name', header: 'Имя', value: (r) => r.name }];
const LAYOUT = { order: ['name'], hidden: [], widths: {} };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Клиент ${i + 1}` }));

function renderList(n: number) {
  render(
    <ChakraProvider value={defaultSystem}>
      <CardList rows={rows(n)} columns={COLUMNS} layout={LAYOUT} rowKey={(r) => r.id} label="Клиенты" />
    </ChakraProvider>,
  );
  return screen.getByRole('list', { name: 'Клиенты' });
}

test('a page of rows is drawn whole, each card with its label and value', () => {
  const list = renderList(30);
  expect(list.querySelectorAll('[data-testid="table-card"]')).toHaveLength(30);
  expect(screen.getByText('Клиент 30')).toBeTruthy();
  expect(screen.getAllByText('Имя')).toHaveLength(30);
});

test('a long list draws the first cards only, and keeps the room of the rest below them', () => {
  const list = renderList(10_000);
  const cards = list.querySelectorAll('[data-testid="table-card"]');
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.length).toBeLessThan(100);
  expect(cards[0].textContent).toContain('Клиент 1');
  expect(screen.queryByText('Клиент 10000')).toBeNull();
  expect(Number.parseFloat(list.style.paddingBottom)).toBeGreaterThan(100_000);
});
