import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { UserCard } from '../../../shared/schemas/userAdmin';
import { useAllowed } from '../../session/useSession';
import { UserBalanceTab } from './tabs/UserBalanceTab';
import { UserFailedLoginsTab } from './tabs/UserFailedLoginsTab';
import { UserMainForm } from './tabs/UserMainForm';
import { UserOfficesTab } from './tabs/UserOfficesTab';
import { UserPartnerTokenTab } from './tabs/UserPartnerTokenTab';
import { UserRolesTab } from './tabs/UserRolesTab';
import { UserServiceFeesTab } from './tabs/UserServiceFeesTab';
import { UserServiceRegionsTab } from './tabs/UserServiceRegionsTab';

interface Props {
  user: UserCard;
  onSaved: (user: UserCard) => void;
}

/**
 * The card's tabs. The chosen one lives in the URL (?tab=roles), replaced rather than pushed, so Back leaves the
 * card. A tab is mounted when first opened and kept, so switching tabs keeps the main form's unsaved edits. Tabs
 * whose calls the server would refuse are not offered.
 */
export function UserCardTabs({ user, onSaved }: Props) {
  const canRoles = useAllowed('roles');
  const canToken = useAllowed('users', ['permissionUpdate']);
  const tabs = [
    { value: 'main', label: 'Основные данные' },
    ...(canRoles ? [{ value: 'roles', label: 'Роли' }] : []),
    { value: 'offices', label: 'Офисы' },
    { value: 'fees', label: 'Комиссии' },
    { value: 'serviceRegions', label: 'Регионы услуг' },
    { value: 'balance', label: 'Баланс' },
    ...(canToken ? [{ value: 'token', label: 'Токен партнёра' }] : []),
    { value: 'logins', label: 'Неудачные входы' },
  ];
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const current = tabs.find((t) => t.value === asked)?.value ?? 'main';
  const [formVersion, setFormVersion] = useState(0);
  const choose = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs.Root
      value={current}
      onValueChange={(e) => choose(e.value)}
      lazyMount
      variant="line"
      data-testid="user-card-tabs"
    >
      <Tabs.List overflowX="auto">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} whiteSpace="nowrap">
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="main" pt="4">
        <UserMainForm
          key={formVersion}
          user={user}
          onSaved={(next) => {
            setFormVersion((v) => v + 1);
            onSaved(next);
          }}
        />
      </Tabs.Content>
      {canRoles && (
        <Tabs.Content value="roles" pt="4">
          <UserRolesTab user={user} />
        </Tabs.Content>
      )}
      <Tabs.Content value="offices" pt="4">
        <UserOfficesTab user={user} />
      </Tabs.Content>
      <Tabs.Content value="fees" pt="4">
        <UserServiceFeesTab user={user} />
      </Tabs.Content>
      <Tabs.Content value="serviceRegions" pt="4">
        <UserServiceRegionsTab user={user} />
      </Tabs.Content>
      <Tabs.Content value="balance" pt="4">
        <UserBalanceTab userId={user.id} />
      </Tabs.Content>
      {canToken && (
        <Tabs.Content value="token" pt="4">
          <UserPartnerTokenTab user={user} />
        </Tabs.Content>
      )}
      <Tabs.Content value="logins" pt="4">
        <UserFailedLoginsTab user={user} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
