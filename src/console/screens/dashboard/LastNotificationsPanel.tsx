import {
  Flex,
  IconButton,
  NativeSelect,
  type SystemStyleObject,
  Table,
  Text,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { NOTIFICATION_PERIODS } from '../../../shared/constants';
import { daysAgoUnix, formatDateTime } from '../../../shared/dateTimeText';
import type { UserHistoryItem } from '../../../shared/schemas/users';
import { fetchUsersNotificationHistory } from '../../api/usersApi';
import { lazyDialog } from '../../components/chunks/lazyDialog';
import { loadServerSettings, persistSettings, readLocalSettings } from '../../components/dataTable/tableSettingsStore';
import { LoadState } from '../../components/LoadState';
import { useDeferredRemoteData } from '../../hooks/useRemoteData';
import { onPush } from '../../realtime/pushListeners';
import { DashboardPanel } from './DashboardPanel';
import {
  daysLabel,
  fromTableSettings,
  NOTIFICATION_HISTORY_HEADER as HEADER,
  NOTIFICATION_HISTORY_KEY as KEY,
  NOTIFICATION_COLUMNS,
  type NotificationColumnId,
  type NotificationHistorySettings,
  type NotificationPeriod,
  toTableSettings,
} from './notificationHistorySettings';

const NotificationHistorySettingsDialog = lazyDialog(
  () => import('./NotificationHistorySettingsDialog').then((m) => m.NotificationHistorySettingsDialog),
  (props) => props.onClose(),
);

const loadSince = ({ days }: { days: number }) => fetchUsersNotificationHistory(daysAgoUnix(days));

/** A notification history row's source: the order (a link to it) or the penalty. */
function source(n: UserHistoryItem): ReactNode {
  if (n.orderId !== null) return <Link href={`/orders/${n.orderId}`}>Заявка № {n.orderId}</Link>;
  if (n.penaltyId !== null) return `Штраф № ${n.penaltyId}`;
  return <Text color="fg.muted">—</Text>;
}

const CELLS: Record<NotificationColumnId, (n: UserHistoryItem) => ReactNode> = {
  sendingTime: (n) => formatDateTime(n.sendingTime),
  target: (n) => n.targetRefValueName,
  body: (n) => n.pushBody,
  source,
  sent: (n) => n.sentCount,
  failed: (n) =>
    n.failedCount > 0 ? (
      <Text as="span" color="fg.error" fontWeight="semibold">
        {n.failedCount}
      </Text>
    ) : (
      <span>{n.failedCount}</span>
    ),
};
const NUMERIC = new Set<NotificationColumnId>(['sent', 'failed']);

/**
 * The body's rows and cells are plain elements, styled once from the table by the table's and the link's own
 * recipes: as Chakra parts, each cell, link and count was a styled component of its own, and the panel's 17 rows of
 * the demo made the dashboard's longest task (370 ms on a phone's CPU, its layout 180 ms more). The text wraps (the
 * panel is half the page wide); the short columns keep to one line.
 */
function useBodyCss(): SystemStyleObject {
  const tableRecipe = useSlotRecipe({ key: 'table' });
  const linkRecipe = useRecipe({ key: 'link' });
  return useMemo(() => {
    const table = tableRecipe({ size: 'sm', variant: 'line' });
    return {
      '& tbody tr': table.row,
      '& tbody td': { ...table.cell, whiteSpace: 'nowrap' },
      '& tbody td[data-column="body"]': { whiteSpace: 'normal', minW: '220px' },
      [[...NUMERIC].map((id) => `& tbody td[data-column="${id}"]`).join(', ')]: { textAlign: 'end' },
      '& tbody a': { ...linkRecipe(), color: 'blue.700' },
    };
  }, [tableRecipe, linkRecipe]);
}

/**
 * 'Последние уведомления', the notification history panel:
 * the pushes sent over the last 3, 10 or 30 days (10 by default), each linking to its order, with a settings dialog
 * for the period and the columns, kept like a data table's settings (the period select beside the title changes
 * only what is shown now). It reads again when a push arrives (every push is a new row of this history).
 */
export function LastNotificationsPanel() {
  const [settings, setSettings] = useState<NotificationHistorySettings>(() =>
    fromTableSettings(readLocalSettings(HEADER, KEY)),
  );
  // The header's period select is a quick look, for this visit only; the settings dialog keeps the period.
  const [lookDays, setLookDays] = useState<NotificationPeriod | null>(null);
  const days = lookDays ?? settings.days;
  const [editing, setEditing] = useState(false);
  const { loading, data, error, reload } = useDeferredRemoteData('dashboard.lastNotifications', loadSince, { days });
  const items = data ?? [];
  const columns = NOTIFICATION_COLUMNS.filter((c) => !settings.hidden.includes(c.id));
  const bodyCss = useBodyCss();

  // The server's copy follows the user from another browser; this browser's copy shows meanwhile.
  useEffect(() => {
    let live = true;
    loadServerSettings(HEADER, KEY)
      .then((saved) => live && saved && setSettings(fromTableSettings(saved)))
      .catch(() => {
        // This browser's copy keeps showing.
      });
    return () => {
      live = false;
    };
  }, []);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => onPush(() => reloadRef.current()), []);

  const save = (next: NotificationHistorySettings) => {
    setSettings(next);
    setLookDays(null);
    // A failed save of the server copy is not worth an error: the local copy is written first.
    persistSettings(HEADER, KEY, toTableSettings(next)).catch(() => {
      // The local copy stands; the next change saves again.
    });
  };

  const actions = (
    <Flex align="center" gap="2">
      <NativeSelect.Root size="sm" width="130px">
        <NativeSelect.Field
          aria-label="Период"
          value={String(days)}
          onChange={(e) => setLookDays(Number(e.currentTarget.value) as NotificationPeriod)}
          data-testid="notifications-period"
        >
          {NOTIFICATION_PERIODS.map((d) => (
            <option key={d} value={d}>
              {daysLabel(d)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        aria-label="Настройки"
        title="Настройки"
        size="sm"
        variant="ghost"
        onClick={() => setEditing(true)}
        data-testid="notifications-settings"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm7.4-2.5a7.6 7.6 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-1.7-1L15 3.5h-4l-.4 2.5a7.4 7.4 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7.4 7.4 0 0 0 1.7-1l2.4 1 2-3.4-2-1.6Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </IconButton>
    </Flex>
  );

  return (
    <DashboardPanel title="Последние уведомления" testId="panel-last-notifications" actions={actions}>
      <LoadState loading={loading} error={error} empty={items.length === 0} onRetry={reload}>
        <Table.ScrollArea>
          <Table.Root size="sm" variant="line" css={bodyCss} data-testid="notification-history">
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.id} textAlign={NUMERIC.has(c.id) ? 'end' : undefined} whiteSpace="nowrap">
                    {c.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((n) => (
                <tr key={n.id} data-testid="notification-row">
                  {columns.map((c) => (
                    <td key={c.id} data-column={c.id}>
                      {CELLS[c.id](n)}
                    </td>
                  ))}
                </tr>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadState>
      {editing && (
        <NotificationHistorySettingsDialog
          settings={{ ...settings, days }}
          onClose={() => setEditing(false)}
          onSave={(next) => {
            save(next);
            setEditing(false);
          }}
        />
      )}
    </DashboardPanel>
  );
}
