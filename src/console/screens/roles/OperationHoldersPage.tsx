import { Link, useParams } from 'wouter';
import {
  PERMISSION_FLAG_TITLES,
  PERMISSION_FLAGS,
  type PermissionRow,
} from '../../../shared/schemas/roles/permissionsAdmin';
import { fetchOperationHolders } from '../../api/rolesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';

const holderKind = (r: PermissionRow) => (r.roleId !== null ? 'Роль' : r.userId !== null ? 'Пользователь' : 'Партнёр');
const holderName = (r: PermissionRow) => r.roleName ?? r.userFio ?? r.partnerName ?? '—';

const COLUMNS: ColumnDef<PermissionRow>[] = [
  { id: 'kind', header: 'Кому выдано', value: holderKind, width: 160 },
  {
    id: 'holder',
    header: 'Владелец права',
    value: holderName,
    cell: (r) => (r.roleId !== null ? <Link href={`/roles/edit/${r.roleId}`}>{holderName(r)}</Link> : holderName(r)),
    width: 320,
  },
  ...PERMISSION_FLAGS.map((f) => ({
    id: f,
    header: PERMISSION_FLAG_TITLES[f],
    value: (r: PermissionRow) => (r[f] ? 'Да' : 'Нет'),
    width: 150,
  })),
];

/** /operations/permissions/:id: who holds the operation — roles, users and partners — and with which flags. */
export default function OperationHoldersPage({ title }: { title: string }) {
  const id = Number(useParams<{ id: string }>().id);
  return (
    <DataTablePage
      title={title}
      tableKey="operations.permissions.holders"
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchOperationHolders(id);
        return { rows, total: rows.length };
      }}
      rowKey={(r) => r.id}
      defaults={{ sortField: 'kind', sortOrder: 'ASC' }}
      actions={<Link href="/operations/permissions">К списку операций</Link>}
    />
  );
}
