import { formatDateTime } from '../../../../shared/format';
import type { ClientNotificationHistoryItem } from '../../../../shared/schemas/clients/clientExtras';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';

/** The columns of the client card's notification history: when it was sent, the text and the order. */
export const NOTIFICATION_HISTORY_COLUMNS: ColumnDef<ClientNotificationHistoryItem>[] = [
  {
    id: 'sendingAt',
    header: 'Отправлено',
    value: (r) => r.sendingAt,
    cell: (r) => formatDateTime(r.sendingAt),
    width: 180,
  },
  { id: 'pushBody', header: 'Текст уведомления', value: (r) => r.pushBody, width: 480 },
  { id: 'orderId', header: 'Заявка', value: (r) => r.orderId, width: 150 },
];
