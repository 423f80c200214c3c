import { Box, Button, CloseButton, Drawer, HStack, Portal, Separator, Stack } from '@chakra-ui/react';
import { DrawerRoot } from '../components/focus/DrawerRoot';
import { ConnectionStatus } from '../realtime/ConnectionStatus';
import { LocalMessageList } from '../realtime/LocalMessageList';
import { realtimeActor } from '../realtime/realtimeActor';
import { SendMessageForm } from '../realtime/SendMessageForm';
import { useAllowed } from '../session/useSession';

/** Writing needs the list of who is online, which is this operation's (GET /v1/users/online). */
const ONLINE_USERS_OPERATION = 'users.online';

/** The bell's 'Сообщения': the connection's state, the messages, 'Прочитать все' and a note to an employee online. */
export function MessagesPanel({
  open,
  onOpenChange,
  unread,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unread: number;
}) {
  const mayWrite = useAllowed(ONLINE_USERS_OPERATION);
  return (
    <DrawerRoot open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="sm">
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
                <LocalMessageList onNavigate={() => onOpenChange(false)} />
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
  );
}
