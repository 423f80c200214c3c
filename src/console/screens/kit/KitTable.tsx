import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef, FilterDef } from '../../components/dataTable/tableTypes';

interface KitRow {
  id: number;
  number: string;
  client: string;
  city: string;
  amount: number;
}

const CITIES = ['Москва', 'Казань', 'Самара', 'Тверь', 'Пермь'];
const NAMES = ['Иванов', 'Петрова', 'Сидоров', 'Кузнецова', 'Смирнов', 'Волкова'];

/** 10 000 rows made on the spot: the local mode and the virtualised body under a real load. */
const ROWS: KitRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  number: `З-${String(i + 1).padStart(5, '0')}`,
  client: `${NAMES[i % NAMES.length]} ${i + 1}`,
  city: CITIES[i % CITIES.length],
  amount: ((i * 7919) % 100_000) / 100,
}));

const COLUMNS: ColumnDef<KitRow>[] = [
  { id: 'number', header: 'Номер', value: (r) => r.number },
  { id: 'client', header: 'Клиент', value: (r) => r.client },
  { id: 'city', header: 'Город', value: (r) => r.city },
  { id: 'amount', header: 'Сумма, ₽', value: (r) => r.amount },
];

const FILTERS: FilterDef[] = [
  { id: 'city', label: 'Город', type: 'select', options: CITIES.map((c) => ({ value: c, label: c })) },
];

const load = async (_q: TableQuery) => ({ rows: ROWS, total: ROWS.length });

export function KitTable() {
  return (
    <DataTablePage
      embedded
      title="Таблица на 10 000 строк"
      tableKey="kit.rows"
      mode="local"
      columns={COLUMNS}
      filters={FILTERS}
      load={load}
      rowKey={(r) => r.id}
      defaults={{ size: 10_000, sortField: 'number', sortOrder: 'ASC' }}
    />
  );
}
