import { Badge } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/format';
import type { Ref, RefValue } from '../../../shared/schemas/references';
import type { ColumnDef } from '../../components/dataTable/tableTypes';

const deletedBadge = (row: { deletedDate: number | null }) =>
  row.deletedDate ? (
    <Badge colorPalette="red">Удалён {formatDateTime(row.deletedDate)}</Badge>
  ) : (
    <Badge colorPalette="green">Действует</Badge>
  );

export const REF_COLUMNS: ColumnDef<Ref>[] = [
  { id: 'id', header: 'Id', value: (r) => r.id, width: 150 },
  { id: 'name', header: 'Название', value: (r) => r.name, width: 320 },
  { id: 'code', header: 'Код', value: (r) => r.code },
  {
    id: 'deletedDate',
    header: 'Состояние',
    value: (r) => (r.deletedDate ? 'Удалён' : 'Действует'),
    cell: deletedBadge,
  },
];

export const REF_VALUE_COLUMNS: ColumnDef<RefValue>[] = [
  { id: 'id', header: 'Id', value: (v) => v.id, width: 150 },
  { id: 'name', header: 'Название', value: (v) => v.name, width: 320 },
  { id: 'int1', header: 'Число', value: (v) => v.int1, width: 150 },
  { id: 'sort', header: 'Порядок', value: (v) => v.sort, width: 150 },
  {
    id: 'deletedDate',
    header: 'Состояние',
    value: (v) => (v.deletedDate ? 'Удалён' : 'Действует'),
    cell: deletedBadge,
  },
];
