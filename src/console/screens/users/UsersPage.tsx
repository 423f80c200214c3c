import { Badge } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { formatDateTime } from '../../../shared/format';
import type { RegisteredUser } from '../../../shared/schemas/users';
import { findUsers, type UsersFindRequest } from '../../api/usersApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef, FilterDef } from '../../components/dataTable/tableTypes';

const fullName = (u: RegisteredUser) => [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ');

const COLUMNS: ColumnDef<RegisteredUser>[] = [
  { id: 'createdAt', header: 'Дата регистрации', value: (u) => formatDateTime(u.createdAt) },
  { id: 'lastName', header: 'ФИО', value: fullName, width: 280 },
  { id: 'email', header: 'E-mail', value: (u) => u.email, width: 240 },
  { id: 'phone', header: 'Телефон', value: (u) => u.phone, sortable: false },
  { id: 'partnerName', header: 'Партнёр', value: (u) => u.partnerName, sortable: false },
  {
    id: 'status',
    header: 'Статус',
    value: (u) => u.statusRefValueName,
    cell: (u) => (
      <Badge
        colorPalette={
          u.statusRefValueName === 'Заблокирован' ? 'red' : u.statusRefValueName === 'Приглашён' ? 'yellow' : 'green'
        }
      >
        {u.statusRefValueName}
      </Badge>
    ),
    sortable: false,
  },
];

const FILTERS: FilterDef[] = [
  {
    id: 'status',
    label: 'Статус',
    type: 'select',
    options: [
      { value: 'active', label: 'Активен' },
      { value: 'invited', label: 'Приглашён' },
      { value: 'blocked', label: 'Заблокирован' },
    ],
  },
];

async function loadUsers(q: TableQuery) {
  const body: UsersFindRequest = {
    offset: q.offset,
    size: q.size,
    sortField: q.sortField,
    sortOrder: q.sortOrder,
    search: q.search || undefined,
    status: (q.filters.status as UsersFindRequest['status']) || undefined,
  };
  const { users, total } = await findUsers(body);
  return { rows: users, total };
}

/** The employees of the platform and its partners, paged on the server. The user card is built separately, later. */
export default function UsersPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      title={title}
      tableKey="users"
      columns={COLUMNS}
      filters={FILTERS}
      load={loadUsers}
      rowKey={(u) => u.id}
      onOpen={(u) => navigate(`/users/${u.id}`)}
    />
  );
}
