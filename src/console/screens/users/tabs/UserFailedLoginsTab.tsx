import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { FailedLogin, UserCard } from '../../../../shared/schemas/userAdmin';
import { clearFailedLogins, fetchFailedLogins } from '../../../api/userAdminApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { notify } from '../../../toasts/toaster';
import { CallButton } from '../../orders/card/sections/CallButton';

const COLUMNS: ColumnDef<FailedLogin>[] = [
  { id: 'createdAt', header: 'Время', value: (f) => formatDateTime(f.createdAt) },
  { id: 'ip', header: 'IP-адрес', value: (f) => f.ip, width: 220 },
];

/**
 * The card's 'Неудачные входы' tab: recent wrong passwords for the user's e-mail, newest first, with the address.
 * 'Сбросить' forgives them: an address slowed down by them may try again at once.
 */
export function UserFailedLoginsTab({ user }: { user: UserCard }) {
  const [version, setVersion] = useState(0);
  return (
    <DataTablePage
      title="Неудачные попытки входа"
      tableKey="user.failedLogins"
      embedded
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchFailedLogins(user.id);
        return { rows, total: rows.length };
      }}
      rowKey={(f) => f.id}
      reloadKey={version}
      actions={
        <IfAllowed operation="users" flags={['permissionUpdate']}>
          <CallButton
            label="Сбросить"
            name="userCard.failedLogins.clear"
            colorPalette="red"
            variant="outline"
            run={() => clearFailedLogins(user.id)}
            onDone={() => {
              notify({ type: 'success', title: 'Неудачные входы сброшены', description: user.email });
              setVersion((v) => v + 1);
            }}
          />
        </IfAllowed>
      }
    />
  );
}
