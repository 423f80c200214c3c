import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { lazyScreen } from '../components/chunks/lazyScreen';
import { WaitingDraftsNotice } from '../components/drafts/WaitingDraftsNotice';
import { DrawerRoot } from '../components/focus/DrawerRoot';
import { MAIN_CONTENT_ID } from '../components/focus/dialogOpener';
import { SHELL_MOBILE_QUERY, useMediaQuery } from '../components/useMediaQuery';
import { RealtimeEffect } from '../realtime/RealtimeEffect';
import { useAllowed } from '../session/useSession';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';

const DebugDock = lazyScreen(() => import('../debug/DebugDock'));

/** Header, side menu (a drawer below 992 px), the screen, the footer, and the supervisors' debug dock. */
export function Shell({ children, inert = false }: { children: ReactNode; inert?: boolean }) {
  const compact = useMediaQuery(SHELL_MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const [debugOpen, setDebugOpen] = useState(false);
  const mayDebug = useAllowed(WIDGET_KEYS.debugMachines);
  const toggleDebug = useCallback(() => setDebugOpen((o) => !o), []);

  useEffect(() => {
    if (!mayDebug) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey && e.shiftKey && e.code === 'KeyD') {
        e.preventDefault();
        toggleDebug();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mayDebug, toggleDebug]);

  return (
    <Flex direction="column" minH="100vh" inert={inert || undefined}>
      <SkipLink />
      <RealtimeEffect />
      <Header compact={compact} onOpenMenu={() => setMenuOpen(true)} onToggleDebug={toggleDebug} />
      <Flex flex="1" minH="0">
        {!compact && (
          <Box
            as="aside"
            w="260px"
            flexShrink={0}
            borderRightWidth="1px"
            p="3"
            overflowY="auto"
            maxH="calc(100vh - 3.5rem)"
            position="sticky"
            top="14"
          >
            <SideMenu />
          </Box>
        )}
        {/* The skip link's target: focusable by script only, without a focus ring of its own. */}
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" minW="0" p={compact ? '3' : '6'}>
          <WaitingDraftsNotice />
          {children}
        </Box>
      </Flex>
      <Footer />
      {compact && (
        <DrawerRoot open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>Меню</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <SideMenu onNavigate={() => setMenuOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Закрыть меню" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </DrawerRoot>
      )}
      {mayDebug && debugOpen && <DebugDock onClose={() => setDebugOpen(false)} />}
    </Flex>
  );
}
