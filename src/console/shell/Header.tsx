import { Flex, IconButton, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { IfAllowed } from '../components/PermissionGate';
import { useProfile } from '../session/useSession';
import { useWorkspaceOfficeName } from '../workspace/useWorkShift';
import { Logo } from './Logo';
import { MessagesBell } from './MessagesBell';
import { ProfileMenu } from './ProfileMenu';
import { WorkShiftWarning } from './WorkShiftWarning';

export function Header({
  compact,
  onOpenMenu,
  onToggleDebug,
}: {
  compact: boolean;
  onOpenMenu: () => void;
  onToggleDebug: () => void;
}) {
  const profile = useProfile();
  // The office this browser works for (/config/workspace) wins over the user's own office.
  const workspaceOffice = useWorkspaceOfficeName();
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      px={compact ? '3' : '6'}
      h="14"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      {compact && (
        <IconButton aria-label="Открыть меню" variant="ghost" size="sm" onClick={onOpenMenu} data-testid="menu-toggle">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          </svg>
        </IconButton>
      )}
      <Link href="/" aria-label="На рабочий стол">
        <Logo logoUrl={profile?.partner?.logoUrl} partnerName={profile?.partner?.name} size={compact ? 28 : 36} />
      </Link>
      <Flex flex="1" minW="0" align="center" gap="3">
        <Text fontWeight="semibold" truncate data-testid="office-name">
          {workspaceOffice ?? profile?.office?.name ?? profile?.partner?.name ?? ''}
        </Text>
        <WorkShiftWarning />
      </Flex>
      <IfAllowed operation={WIDGET_KEYS.debugMachines}>
        <IconButton
          aria-label="Отладка машин состояний (Ctrl+Shift+D)"
          title="Отладка машин состояний (Ctrl+Shift+D)"
          variant="ghost"
          size="sm"
          onClick={onToggleDebug}
          data-testid="debug-toggle"
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="5" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <circle cx="15" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <circle cx="10" cy="15" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M7.5 5h5M6 7l3 6M14 7l-3 6" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </IconButton>
      </IfAllowed>
      <MessagesBell />
      <ProfileMenu compact={compact} />
    </Flex>
  );
}
