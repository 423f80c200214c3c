import { Badge, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { DASHBOARD_LAST_USERS_SIZE } from '../../../shared/constants';
import { formatDateTime } from '../../../shared/dateTimeText';
import type { RegisteredUser } from '../../../shared/schemas/users';
import { findUsers } from '../../api/usersApi';
import { LoadState } from '../../components/LoadState';
import { NARROW_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { useDeferredRemoteData } from '../../hooks/useRemoteData';
import { DashboardPanel } from './DashboardPanel';

const REQUEST = { offset: 0, size: DASHBOARD_LAST_USERS_SIZE, sortField: 'createdAt', sortOrder: 'DESC' as const };

const fullName = (u: RegisteredUser) => [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ') || u.email;

/** 'Последние события': the last 10 registered users, newest first; on a phone a list rather than four columns. */
export function LastEventsPanel() {
  const { loading, data, error, reload } = useDeferredRemoteData('dashboard.lastEvents', findUsers, REQUEST);
  const users = data?.users ?? [];
  const narrow = useMediaQuery(NARROW_QUERY);
  return (
    <DashboardPanel title="Последние события" testId="panel-last-events">
      <LoadState loading={loading} error={error} empty={users.length === 0} onRetry={reload}>
        {narrow ? (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Последние события">
            {users.map((u) => (
              <Stack as="li" key={u.id} gap="0" py="2" borderBottomWidth="1px" data-testid="last-event-row">
                <Flex justify="space-between" align="start" gap="2">
                  <Text>{fullName(u)}</Text>
                  <Badge variant="subtle" flexShrink={0}>
                    {u.statusRefValueName}
                  </Badge>
                </Flex>
                <Text fontSize="xs" color="fg.muted">
                  {[formatDateTime(u.createdAt), u.phone, u.partnerName].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            ))}
          </Stack>
        ) : (
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
                      <Text>{fullName(u)}</Text>
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
        )}
      </LoadState>
    </DashboardPanel>
  );
}
