import { formatDateTime } from '../../../shared/format';
import type { OnlineUser } from '../../../shared/schemas/realtime';
import { fetchOnlineUsers } from '../../api/realtimeApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { usePresenceVersion } from '../../realtime/useRealtime';

const COLUMNS: ColumnDef<OnlineUser>[] = [
  { id: 'fio', header: 'ФИО', value: (u) => u.fio, width: 280 },
  { id: 'email', header: 'E-mail', value: (u) => u.email, width: 240 },
  { id: 'partnerName', header: 'Партнёр', value: (u) => u.partnerName ?? '—', width: 220 },
  { id: 'connections', header: 'Подключений', value: (u) => u.connections, width: 150 },
  { id: 'onlineSince', header: 'Онлайн с', value: (u) => formatDateTime(u.onlineSince), width: 180 },
];

async function loadOnline() {
  const rows = await fetchOnlineUsers();
  return { rows, total: rows.length };
}

/**
 * /users/online: employees with a live socket on any server process. The list re-reads whenever the
 * websocket says someone came or left ('online:changed'), and on 'Обновить'.
 */
export default function OnlineUsersPage({ title }: { title: string }) {
  const presence = usePresenceVersion();
  return (
    <DataTablePage<OnlineUser>
      title={title}
      tableKey="users.online"
      mode="local"
      columns={COLUMNS}
      load={loadOnline}
      rowKey={(u) => u.userId}
      reloadKey={presence}
      defaults={{ sortField: 'fio', sortOrder: 'ASC' }}
    />
  );
}
