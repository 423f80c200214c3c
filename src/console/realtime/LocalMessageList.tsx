import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { formatDateTime } from '../../shared/dateTimeText';
import { orderHref } from './pushPresenter';
import { realtimeActor } from './realtimeActor';
import { useLocalMessages } from './useRealtime';

/** The local messages, newest first: unread in bold; a click reads one; an order's push links to the order. */
export function LocalMessageList({ onNavigate }: { onNavigate?: () => void }) {
  const messages = useLocalMessages();
  const read = (id: string) => realtimeActor.send({ type: 'messages.read', id });
  if (messages.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm" py="4">
        Сообщений нет
      </Text>
    );
  return (
    <Stack as="ul" gap="0" listStyleType="none" data-testid="local-messages">
      {messages.map((m) => (
        <Box
          as="li"
          key={m.id}
          borderBottomWidth="1px"
          py="2"
          data-read={m.read}
          data-type={m.type}
          data-testid="local-message"
        >
          <Box
            as="button"
            w="full"
            textAlign="left"
            cursor={m.read ? 'default' : 'pointer'}
            onClick={() => read(m.id)}
            aria-label={m.read ? undefined : `Прочитать: ${m.content}`}
            fontWeight={m.read ? 'normal' : 'semibold'}
          >
            <HStack justify="space-between" gap="2" fontSize="xs" color="fg.muted">
              <Text truncate>{m.sender}</Text>
              <Text flexShrink={0}>{formatDateTime(m.timestamp)}</Text>
            </HStack>
            <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              {!m.read && (
                <Box
                  as="span"
                  display="inline-block"
                  w="2"
                  h="2"
                  borderRadius="full"
                  bg="blue.500"
                  mr="1.5"
                  aria-hidden="true"
                />
              )}
              {m.content}
            </Text>
          </Box>
          {m.orderId !== null && (
            <Link
              href={orderHref(m.orderId)}
              onClick={() => {
                read(m.id);
                onNavigate?.();
              }}
            >
              <Text as="span" fontSize="sm" color="blue.600" textDecoration="underline">
                Открыть заявку
              </Text>
            </Link>
          )}
        </Box>
      ))}
    </Stack>
  );
}
