import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import type { UserCard } from '../../../shared/schemas/userAdmin';
import { CardTabs } from '../../components/CardTabs';
import { useTabSearchParam } from '../../components/useTabSearchParam';
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
  const [current, choose] = useTabSearchParam(
    tabs.map((t) => t.value),
    'main',
  );
  const [formVersion, setFormVersion] = useState(0);

  return (
    <CardTabs tabs={tabs} value={current} onValueChange={choose} testId="user-card-tabs">
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
    </CardTabs>
  );
}
