import { useState } from 'react';
import { Badge, Link as ChakraLink, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { DEFAULT_NOTIFICATION_PERIOD, NOTIFICATION_PERIODS } from '../../../shared/constants';
import { daysAgoUnix, formatDateTime } from '../../../shared/format';
import { fetchUsersNotificationHistory } from '../../api/usersApi';
import { LoadState } from '../../components/LoadState';
import { useRemoteData } from '../../hooks/useRemoteData';
import { DashboardPanel } from './DashboardPanel';

const loadSince = ({ days }: { days: number }) => fetchUsersNotificationHistory(daysAgoUnix(days));

/** 'Последние уведомления' for 3, 10 or 30 days (10 by default), each entry linking to its order. */
export function LastNotificationsPanel() {
  const [days, setDays] = useState<number>(DEFAULT_NOTIFICATION_PERIOD);
  const { loading, data, error, reload } = useRemoteData('dashboard.lastNotifications', loadSince, { days });
  const items = data ?? [];
  const period = (
    <NativeSelect.Root size="sm" width="150px">
      <NativeSelect.Field aria-label="Период" value={String(days)} onChange={(e) => setDays(Number(e.currentTarget.value))} data-testid="notifications-period">
        {NOTIFICATION_PERIODS.map((d) => (
          <option key={d} value={d}>
            {d} дней
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <DashboardPanel title="Последние уведомления" testId="panel-last-notifications" actions={period}>
      <LoadState loading={loading} error={error} empty={items.length === 0} onRetry={reload}>
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Отправлено</Table.ColumnHeader>
              <Table.ColumnHeader>Уведомление</Table.ColumnHeader>
              <Table.ColumnHeader>Заявка</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((n) => (
              <Table.Row key={n.id} data-testid="notification-row">
                <Table.Cell whiteSpace="nowrap">{formatDateTime(n.sendingTime)}</Table.Cell>
                <Table.Cell>
                  <Stack gap="0.5">
                    <Text>{n.pushBody}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {n.targetRefValueName} · доставлено {n.sentCount}
                      {n.failedCount > 0 && <Badge ms="2" colorPalette="red" size="xs">ошибок {n.failedCount}</Badge>}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  {n.orderId !== null && (
                    <ChakraLink asChild color="blue.700">
                      <Link href={`/orders/${n.orderId}`}>№ {n.orderId}</Link>
                    </ChakraLink>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LoadState>
    </DashboardPanel>
  );
}
