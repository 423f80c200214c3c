import { useMemo, useState } from 'react';
import type { CarmenUser } from '../../../shared/schemas/carmen';
import type { RegisteredUser } from '../../../shared/schemas/users';
import { fetchCarmenUsers, fetchUserOptions, updateCarmenUser } from '../../api/carmenApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { CarmenMappingSelect, type MappingOption } from './CarmenMappingSelect';

/** The screen's key (src/shared/screens.ts): reading needs 'available', mapping 'permissionUpdate'. */
const KEY = 'carmen.users';

async function loadEmployees() {
  const rows = await fetchCarmenUsers();
  return { rows, total: rows.length };
}
const saveEmployee = async (id: number, userId: number | null) => (await updateCarmenUser(id, userId)).userId;

const userLabel = (u: RegisteredUser) => {
  const name = [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ');
  return name ? `${name} (${u.email})` : u.email;
};

/** /carmen/users/: the employees of the Carmen CRM, each with a select of our users that saves on change. */
export default function CarmenUsersPage({ title }: { title: string }) {
  const canEdit = useAllowed(KEY, ['permissionUpdate']);
  const users = useRemoteData('carmen.userOptions', fetchUserOptions, null);
  const [version, setVersion] = useState(0);
  const options = useMemo<MappingOption[]>(
    () => (users.data ?? []).map((u) => ({ value: u.id, label: userLabel(u) })),
    [users.data],
  );

  const columns = useMemo<ColumnDef<CarmenUser>[]>(
    () => [
      { id: 'carmenFio', header: 'ФИО в Carmen', value: (r) => r.carmenFio, width: 200 },
      {
        id: 'userName',
        header: 'Пользователь',
        value: (r) => r.userName,
        width: 260,
        cell: (r) => (
          <CarmenMappingSelect
            key={String(canEdit)}
            rowId={r.id}
            value={r.userId}
            valueLabel={r.userName}
            options={options}
            optionsLoading={users.loading}
            canEdit={canEdit}
            rowLabel={r.carmenFio}
            save={saveEmployee}
            onSaved={() => setVersion((v) => v + 1)}
          />
        ),
      },
      { id: 'depart', header: 'Отдел', value: (r) => r.depart, width: 130 },
      { id: 'position', header: 'Должность', value: (r) => r.position, width: 130 },
      { id: 'email', header: 'E-mail', value: (r) => r.email, width: 200 },
      { id: 'phoneNumber', header: 'Телефон', value: (r) => r.phoneNumber, width: 140 },
    ],
    [canEdit, options, users.loading],
  );

  return (
    <DataTablePage
      title={title}
      tableKey="carmen.users"
      mode="local"
      columns={columns}
      load={loadEmployees}
      rowKey={(r) => r.id}
      defaults={{ sortField: 'carmenFio', sortOrder: 'ASC' }}
      reloadKey={version}
    />
  );
}
