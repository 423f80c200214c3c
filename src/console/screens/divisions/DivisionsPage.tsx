import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import type { DivisionCard, DivisionsFind } from '../../../shared/schemas/divisions';
import { findDivisions } from '../../api/partners/divisionsApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import {
  type ColumnDef,
  type FilterDef,
  knownSortField,
  SHOW_DELETED_FILTER,
} from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { DivisionDialog } from './DivisionDialog';

const COLUMNS: ColumnDef<DivisionCard>[] = [
  {
    id: 'name',
    header: 'Название',
    value: (d) => d.name,
    // A deleted row's mark comes from the table (DataTablePage deletedLabel).
    primary: true,
    width: 320,
  },
  { id: 'partnerName', header: 'Партнёр', value: (d) => d.partnerName ?? 'Платформа', width: 280 },
];

const FILTERS: FilterDef[] = [SHOW_DELETED_FILTER];

const SORTS: NonNullable<DivisionsFind['sortField']>[] = ['name', 'partnerName', 'id'];

async function loadDivisions(q: TableQuery) {
  const { divisions, total } = await findDivisions({
    offset: q.offset,
    size: q.size,
    sortField: knownSortField(q.sortField, SORTS, 'name'),
    sortOrder: q.sortOrder,
    search: q.search || undefined,
    showDeleted: q.filters.showDeleted === 'true',
  });
  return { rows: divisions, total };
}

/** /divisions: the divisions the user may see (a partner's staff: their partner's), paged; a row opens its dialog. */
export default function DivisionsPage({ title }: { title: string }) {
  const [editing, setEditing] = useState<DivisionCard | 'new' | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <>
      <DataTablePage
        deletedLabel="Удалено"
        title={title}
        tableKey="divisions"
        columns={COLUMNS}
        filters={FILTERS}
        load={loadDivisions}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        rowKey={(d) => d.id}
        onOpen={(d) => setEditing(d)}
        reloadKey={version}
        actions={
          <IfAllowed operation="divisions" flags={['permissionInsert']}>
            <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
              Добавить подразделение
            </Button>
          </IfAllowed>
        }
      />
      {editing && (
        <DivisionDialog
          division={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </>
  );
}
