import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { sessionActor } from '../session/sessionActor';
import { useProfile } from '../session/useSession';

/** The profile menu: Статистика, Баланс стрима, Настройки аккаунта, Настройки рабочего места, Выход. */
export function ProfileMenu({ compact }: { compact: boolean }) {
  const profile = useProfile();
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
            <Menu.Item value="/personal/statistic">Статистика</Menu.Item>
            <Menu.Item value="/stream/balance">Баланс стрима</Menu.Item>
            <Menu.Item value={`/users/${profile.customerId}`}>Настройки аккаунта</Menu.Item>
            <Menu.Item value="/config/workspace">Настройки рабочего места</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              Выход
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
