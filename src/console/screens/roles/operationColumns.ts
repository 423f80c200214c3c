import type { Operation } from '../../../shared/schemas/roles/operations';
import type { ColumnDef } from '../../components/dataTable/tableTypes';

export const OPERATION_COLUMNS: ColumnDef<Operation>[] = [
  { id: 'operationKey', header: 'Ключ', value: (o) => o.operationKey, width: 300 },
  { id: 'name', header: 'Название', value: (o) => o.name, width: 380 },
  { id: 'projectName', header: 'Проект', value: (o) => o.projectName ?? '—', width: 220 },
];

export async function operationsPage(load: () => Promise<Operation[]>) {
  const rows = await load();
  return { rows, total: rows.length };
}
