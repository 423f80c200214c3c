import { Box, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useConnection, useUnreadCount } from '../realtime/useRealtime';
import { notify } from '../toasts/toaster';
import type { MessagesPanel } from './MessagesPanel';

const PANEL_LOAD_FAILED = 'Не удалось открыть сообщения: проверьте соединение и попробуйте ещё раз';

/**
 * The header's bell: the unread count of the local messages; it opens 'Сообщения' with
 * the connection's state, the messages, 'Прочитать все' and a note to an employee online.
 */
export function MessagesBell() {
  const unread = useUnreadCount();
  // The connection's state (its notice is the panel's status line, never an unread message), for tests and styling.
  const connection = useConnection();
  const [open, setOpen] = useState(false);
  // The panel (the messages, the form to write one, the drawer) loads with the first click: every page paints its
  // header without it. Once loaded it stays mounted: closing plays its animation and gives the focus back.
  const [Panel, setPanel] = useState<typeof MessagesPanel | null>(null);
  const openPanel = () => {
    setOpen(true);
    if (Panel) return;
    import('./MessagesPanel').then(
      (m) => setPanel(() => m.MessagesPanel),
      () => {
        setOpen(false); // the next click tries again
        notify({ type: 'error', title: PANEL_LOAD_FAILED });
      },
    );
  };
  return (
    <>
      <Box position="relative">
        <IconButton
          aria-label={`Уведомления: ${unread} непрочитанных`}
          title="Сообщения"
          variant="ghost"
          size="sm"
          onClick={openPanel}
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
      {Panel && <Panel open={open} onOpenChange={setOpen} unread={unread} />}
    </>
  );
}
