import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../shared/dateTimeText';
import { CONNECTION_COLORS, connectionText } from './connectionText';
import { realtimeActor } from './realtimeActor';
import { useCanRetry, useConnection, useGreeting, useReconnectAttempt, useRetryAt } from './useRealtime';

/**
 * The push websocket's state in words, with 'Повторить' while it waits or has given up. Once connected it reads the
 * server's hello ('Подключено к серверу уведомлений') and since when: the connection notice lives here, not among the
 * messages.
 */
export function ConnectionStatus() {
  const connection = useConnection();
  const attempt = useReconnectAttempt();
  const retryAt = useRetryAt();
  const canRetry = useCanRetry();
  const greeting = useGreeting();
  const now = useSecondClock(connection === 'waiting');
  return (
    <HStack gap="2" minH="8" data-testid="connection-status" data-connection={connection}>
      <Box
        w="2.5"
        h="2.5"
        borderRadius="full"
        flexShrink={0}
        bg={`${CONNECTION_COLORS[connection]}.500`}
        aria-hidden="true"
      />
      <Text flex="1" fontSize="sm" role="status">
        {greeting ? greeting.content : connectionText(connection, attempt, retryAt, now)}
        {greeting && (
          <Text as="span" color="fg.muted" data-testid="connection-since">
            {' '}
            с {formatDateTime(greeting.timestamp)}
          </Text>
        )}
      </Text>
      {canRetry && (
        <Button size="xs" variant="outline" onClick={() => realtimeActor.send({ type: 'connection.retry' })}>
          Повторить
        </Button>
      )}
    </HStack>
  );
}

/** The time, re-read every second while a countdown is shown (a display clock, not workflow state). */
function useSecondClock(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
