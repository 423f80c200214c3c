import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import type { LogKind } from '../../../../machines/realtime/realtimeConnectionMachine';
import { WEBSOCKET_LOG_LIMIT } from '../../../shared/constants';
import { DEFAULT_TIMEZONE } from '../../../shared/format';
import { EMPTY_TEXT } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { ConnectionStatus } from '../../realtime/ConnectionStatus';
import { realtimeActor } from '../../realtime/realtimeActor';
import { useWebsocketLog } from '../../realtime/useRealtime';

const KINDS: Record<LogKind, { label: string; color: string }> = {
  connect: { label: 'Подключение', color: 'green' },
  disconnect: { label: 'Отключение', color: 'gray' },
  error: { label: 'Ошибка', color: 'red' },
  retry: { label: 'Повтор', color: 'orange' },
  hello: { label: 'Приветствие', color: 'blue' },
  push: { label: 'Уведомление', color: 'purple' },
  sent: { label: 'Отправка', color: 'teal' },
};

// Entries come seconds apart: the log shows the seconds too.
const time = (ms: number) => DateTime.fromMillis(ms, { zone: DEFAULT_TIMEZONE }).toFormat('dd.MM.yyyy HH:mm:ss');

/** /websocket/log: the push websocket's last WEBSOCKET_LOG_LIMIT events, newest first, as they happen. */
export default function WebsocketLogPage({ title }: { title: string }) {
  usePageTitle(title);
  const log = useWebsocketLog();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <HStack gap="4" wrap="wrap" justify="space-between">
        <Box minW="280px" flex="1">
          <ConnectionStatus />
        </Box>
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" data-testid="log-count">
            Записей: {log.length} из {WEBSOCKET_LOG_LIMIT}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={log.length === 0}
            onClick={() => realtimeActor.send({ type: 'log.clear' })}
          >
            Очистить
          </Button>
        </HStack>
      </HStack>
      {log.length === 0 ? (
        <Text py="4" color="fg.muted">
          {EMPTY_TEXT}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Журнал веб-сокета" data-testid="websocket-log">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="180px">Время</Table.ColumnHeader>
                <Table.ColumnHeader w="150px">Событие</Table.ColumnHeader>
                <Table.ColumnHeader>Сообщение</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {log.map((entry) => (
                <Table.Row key={entry.id} data-kind={entry.kind}>
                  <Table.Cell whiteSpace="nowrap">{time(entry.at)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={KINDS[entry.kind].color}>{KINDS[entry.kind].label}</Badge>
                  </Table.Cell>
                  <Table.Cell wordBreak="break-word">{entry.text}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
