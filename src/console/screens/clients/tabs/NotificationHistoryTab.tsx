import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchClientNotificationHistory } from '../../../api/clientExtrasApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { NotificationSettingsDialog } from '../notifications/NotificationSettingsDialog';
import { NOTIFICATION_HISTORY_COLUMNS } from '../notifications/notificationHistoryColumns';
import type { ClientTabProps } from './clientTabProps';

/** 'История уведомлений': the pushes the client got, newest first, and the client's notification settings. */
export function NotificationHistoryTab({ client }: ClientTabProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <DataTablePage
        embedded
        title="История уведомлений"
        tableKey="client.notifications"
        mode="local"
        columns={NOTIFICATION_HISTORY_COLUMNS}
        load={async () => {
          const rows = await fetchClientNotificationHistory({ clientId: client.id });
          return { rows, total: rows.length };
        }}
        rowKey={(r) => r.id}
        defaults={{ sortField: 'sendingAt', sortOrder: 'DESC' }}
        reloadKey={client.id}
        actions={
          <Button size="sm" variant="outline" onClick={() => setSettingsOpen(true)}>
            Настройки уведомлений
          </Button>
        }
      />
      {settingsOpen && <NotificationSettingsDialog clientId={client.id} onClose={() => setSettingsOpen(false)} />}
    </>
  );
}
