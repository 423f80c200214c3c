import { Box, Button, CloseButton, Drawer, HStack, IconButton, Portal, Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DrawerRoot } from '../components/focus/DrawerRoot';
import { ConnectionStatus } from '../realtime/ConnectionStatus';
import { LocalMessageList } from '../realtime/LocalMessageList';
import { realtimeActor } from '../realtime/realtimeActor';
import { SendMessageForm } from '../realtime/SendMessageForm';
import { useConnection, useUnreadCount } from '../realtime/useRealtime';
import { useAllowed } from '../session/useSession';

/** Writing needs the list of who is online, which is this operation's (GET /v1/users/online). */
const ONLINE_USERS_OPERATION = 'users.online';

/**
 * The header's bell: the unread count of the local messages; it opens 'Сообщения' with
 * the connection's state, the messages, 'Прочитать все' and a note to an employee online.
 */
export function MessagesBell() {
  const unread = useUnreadCount();
  // The connection's state (its notice is the panel's status line, never an unread message), for tests and styling.
  const connection = useConnection();
  const [open, setOpen] = useState(false);
  const mayWrite = useAllowed(ONLINE_USERS_OPERATION);
  return (
    <>
      <Box position="relative">
        <IconButton
          aria-label={`Уведомления: ${unread} непрочитанных`}
          title="Сообщения"
          variant="ghost"
          size="sm"
          onClick={() => setOpen(true)}
          data-testid="messages-bell"
          data-connection={connection}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M10 2.5a5 5 0 0 0-5 5v3.2L3.5 13.5h13L15 10.7V7.5a5 5 0 0 0-5-5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
            <path d="M8 15.5a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </IconButton>
        {unread > 0 && (
          <Box
            position="absolute"
            top="0"
            right="0"
            minW="18px"
            h="18px"
            px="1"
            borderRadius="full"
            bg="red.600"
            color="white"
            fontSize="11px"
            fontWeight="bold"
            lineHeight="18px"
            textAlign="center"
            pointerEvents="none"
            data-testid="messages-badge"
            aria-hidden="true"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </Box>
      <DrawerRoot open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="sm">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="messages-panel">
              <Drawer.Header>
                <Drawer.Title>Сообщения</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  <HStack gap="3">
                    <Box flex="1" minW="0">
                      <ConnectionStatus />
                    </Box>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={unread === 0}
                      onClick={() => realtimeActor.send({ type: 'messages.readAll' })}
                    >
                      Прочитать все
                    </Button>
                  </HStack>
                  <LocalMessageList onNavigate={() => setOpen(false)} />
                  {open && mayWrite && (
                    <>
                      <Separator />
                      <SendMessageForm />
                    </>
                  )}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </DrawerRoot>
    </>
  );
}
