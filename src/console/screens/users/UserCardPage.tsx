import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { USER_STATUS_TITLES, type UserCard } from '../../../shared/schemas/userAdmin';
import { fetchUserCard } from '../../api/userAdminApi';
import { CardLoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { UserAvatar } from './UserAvatar';
import { UserCardTabs } from './UserCardTabs';

const STATUS_PALETTE = { active: 'green', invited: 'yellow', blocked: 'red' } as const;

/** /users/:code: the user card. A new id starts a new card. */
export default function UserCardPage({ title }: { title: string }) {
  const { code } = useParams<{ code: string }>();
  const userId = Number(code);
  if (!Number.isInteger(userId) || userId <= 0) return <UserNotFound />;
  return <UserCardView key={userId} userId={userId} title={title} />;
}

function UserNotFound() {
  return (
    <Stack gap="3" data-testid="user-not-found">
      <Heading as="h1" size="xl">
        Пользователь не найден
      </Heading>
      <Text>Возможно, ссылка неверна или у вас нет доступа к этому пользователю.</Text>
      <Box>
        <Button asChild variant="outline">
          <Link href="/users">К списку пользователей</Link>
        </Button>
      </Box>
    </Stack>
  );
}

function UserCardView({ userId, title }: { userId: number; title: string }) {
  const remote = useRemoteData('userCard', fetchUserCard, userId);
  // A save answers the card: shown at once, without a reload.
  const [saved, setSaved] = useState<UserCard | null>(null);
  const user = saved ?? remote.data;
  usePageTitle(user?.fullName ?? title);

  // Another partner's user (to partner staff) answers 404: its message, 'Пользователь не найден', shows here.
  if ((remote.failed && remote.error) || !user)
    return <CardLoadState error={remote.failed && remote.error} onRetry={remote.reload} />;
  return (
    <Stack gap="5" data-testid="user-card">
      <Flex align="center" gap="4" wrap="wrap">
        <UserAvatar avatarUrl={user.avatarUrl} name={user.fullName} />
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {user.fullName} <Badge colorPalette={STATUS_PALETTE[user.status]}>{USER_STATUS_TITLES[user.status]}</Badge>
          </Heading>
          <Text color="fg.muted">
            {user.email}
            {user.partner ? ` · ${user.partner.name}` : ''}
          </Text>
        </Stack>
      </Flex>
      <UserCardTabs user={user} onSaved={setSaved} />
    </Stack>
  );
}
