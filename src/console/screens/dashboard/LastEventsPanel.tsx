import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { DASHBOARD_LAST_USERS_SIZE } from '../../../shared/constants';
import { formatDateTime } from '../../../shared/format';
import { findUsers } from '../../api/usersApi';
import { LoadState } from '../../components/LoadState';
import { useRemoteData } from '../../hooks/useRemoteData';
import { DashboardPanel } from './DashboardPanel';

const REQUEST = { offset: 0, size: DASHBOARD_LAST_USERS_SIZE, sortField: 'createdAt', sortOrder: 'DESC' as const };

/** 'Последние события': the last 10 registered users, newest first. */
export function LastEventsPanel() {
  const { loading, data, error, reload } = useRemoteData('dashboard.lastEvents', findUsers, REQUEST);
  const users = data?.users ?? [];
  return (
    <DashboardPanel title="Последние события" testId="panel-last-events">
      <LoadState loading={loading} error={error} empty={users.length === 0} onRetry={reload}>
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Дата</Table.ColumnHeader>
              <Table.ColumnHeader>Пользователь</Table.ColumnHeader>
              <Table.ColumnHeader>Партнёр</Table.ColumnHeader>
              <Table.ColumnHeader>Статус</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {users.map((u) => (
              <Table.Row key={u.id} data-testid="last-event-row">
                <Table.Cell whiteSpace="nowrap">{formatDateTime(u.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Stack gap="0">
                    <Text>{[u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ') || u.email}</Text>
                    {u.phone && (
                      <Text fontSize="xs" color="fg.muted">
                        {u.phone}
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell>{u.partnerName}</Table.Cell>
                <Table.Cell>
                  <Badge variant="subtle">{u.statusRefValueName}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LoadState>
    </DashboardPanel>
  );
}
