import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { sessionActor } from '../session/sessionActor';
import { usePermissions, useProfile } from '../session/useSession';
import { buildProfileMenu } from './menuItems';

/**
 * The profile menu: Статистика, Баланс стрима, Настройки аккаунта, Настройки рабочего места (each when the user may
 * open it and its screen exists, by the side menu's rule), Выход.
 */
export function ProfileMenu({ compact }: { compact: boolean }) {
  const profile = useProfile();
  const perms = usePermissions();
  const userId = profile?.customerId ?? 0;
  const items = useMemo(() => buildProfileMenu(perms, userId), [perms, userId]);
  const [, navigate] = useLocation();
  if (!profile) return null;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email;
  const roles = profile.roles.filter((r) => r.available);
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'logout') sessionActor.send({ type: 'session.logout' });
        else navigate(value);
      }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          data-testid="profile-menu"
          aria-label={compact ? `Профиль: ${name}` : undefined}
        >
          {/* The initials only repeat the name: hidden from assistive technology so the button's name is the visible one. */}
          <Avatar.Root size="xs" aria-hidden>
            <Avatar.Fallback name={name} />
            {profile.avatarUrl && <Avatar.Image src={profile.avatarUrl} alt="" />}
          </Avatar.Root>
          {!compact && <Text as="span">{name}</Text>}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="240px">
            <Box px="3" py="2">
              <Text fontWeight="semibold">{name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {profile.email}
              </Text>
              {roles.length > 0 && (
                <Text fontSize="xs" color="fg.muted" data-testid="profile-roles">
                  Роли: {roles.map((r) => r.name).join(', ')}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            {items.map((item) => (
              <Menu.Item key={item.href} value={item.href}>
                {item.label}
              </Menu.Item>
            ))}
            {items.length > 0 && <Menu.Separator />}
            <Menu.Item value="logout" color="fg.error">
              Выход
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
