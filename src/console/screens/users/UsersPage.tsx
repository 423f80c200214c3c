import { Badge, Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { formatDateTime } from '../../../shared/format';
import type { RegisteredUser } from '../../../shared/schemas/users';
import { findUsers, type UsersFindRequest } from '../../api/usersApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef, FilterDef } from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { NewUserDialog } from './NewUserDialog';
import { usePartnerOptions } from './usePartnerOptions';

const fullName = (u: RegisteredUser) => [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ') || u.email;

const COLUMNS: ColumnDef<RegisteredUser>[] = [
  { id: 'createdAt', header: 'Дата регистрации', value: (u) => formatDateTime(u.createdAt), width: 150 },
  { id: 'fullName', header: 'ФИО', value: fullName, width: 220, primary: true },
  { id: 'email', header: 'E-mail', value: (u) => u.email, width: 220 },
  { id: 'phone', header: 'Телефон', value: (u) => u.phone, sortable: false, width: 140 },
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

const STATUS_FILTER: FilterDef = {
  id: 'status',
  label: 'Статус',
  type: 'select',
  options: [
    { value: 'active', label: 'Активен' },
    { value: 'invited', label: 'Приглашён' },
    { value: 'blocked', label: 'Заблокирован' },
  ],
};

async function loadUsers(q: TableQuery) {
  const partnerId = Number(q.filters.partnerId);
  const body: UsersFindRequest = {
    offset: q.offset,
    size: q.size,
    sortField: q.sortField,
    sortOrder: q.sortOrder,
    search: q.search || undefined,
    partnerId: partnerId > 0 ? partnerId : undefined,
    status: (q.filters.status as UsersFindRequest['status']) || undefined,
  };
  const { users, total } = await findUsers(body);
  return { rows: users, total };
}

/** The employees of the platform and its partners, paged on the server, by full name (seed §9). */
export default function UsersPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const partners = usePartnerOptions();
  // Partner staff see only their own partner: a filter with one choice would filter nothing.
  const filters = useMemo<FilterDef[]>(
    () =>
      partners.length > 1
        ? [
            {
              id: 'partnerId',
              label: 'Партнёр',
              type: 'select',
              options: partners.map((p) => ({ value: String(p.value), label: p.label })),
            },
            STATUS_FILTER,
          ]
        : [STATUS_FILTER],
    [partners],
  );
  return (
    <>
      <DataTablePage
        title={title}
        tableKey="users"
        columns={COLUMNS}
        filters={filters}
        defaults={{ sortField: 'fullName', sortOrder: 'ASC' }}
        load={loadUsers}
        rowKey={(u) => u.id}
        onOpen={(u) => navigate(`/users/${u.id}`)}
        actions={
          <IfAllowed operation="users" flags={['permissionInsert']}>
            <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
              Новый пользователь
            </Button>
          </IfAllowed>
        }
      />
      <NewUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(user) => {
          setCreating(false);
          navigate(`/users/${user.id}`);
        }}
      />
    </>
  );
}
