import { Button, ButtonGroup, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import type { PermissionHolder } from '../../../shared/schemas/roles/permissionsAdmin';
import { fetchRoles } from '../../api/rolesApi';
import { findUsers } from '../../api/usersApi';
import { useRemoteData } from '../../hooks/useRemoteData';
import { PartnerFilter } from './PartnerFilter';
import { usePartnerOptions } from './usePartnerOptions';

const fio = (u: { lastName: string | null; firstName: string | null; email: string }) =>
  [u.lastName, u.firstName].filter(Boolean).join(' ') || u.email;

/** Whose permissions to edit: a role (of a partner or without one) or a user found by name or e-mail. */
export function HolderPicker({ onPick }: { onPick: (holder: PermissionHolder | null) => void }) {
  const [kind, setKind] = useState<'role' | 'user'>('role');
  const { options: partners, lockedTo } = usePartnerOptions();
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const shownPartner = lockedTo ?? partnerId;
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState('');
  const roles = useRemoteData('permissions.roles', (p: number | null) => fetchRoles({ partnerId: p }), shownPartner);
  const users = useRemoteData(
    'permissions.users',
    (q: string) =>
      q
        ? findUsers({ offset: 0, size: 50, sortField: 'lastName', sortOrder: 'ASC', search: q }).then((r) => r.users)
        : Promise.resolve([]),
    query,
  );
  const options =
    kind === 'role'
      ? (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))
      : (users.data ?? []).map((u) => ({ value: u.id, label: `${fio(u)} (${u.email})` }));
  const pick = (value: string) => {
    setPicked(value);
    onPick(value ? { kind, id: Number(value) } : null);
  };
  const switchKind = (next: 'role' | 'user') => {
    setKind(next);
    pick('');
  };

  return (
    <Flex gap="3" wrap="wrap" align="center" data-testid="holder-picker">
      <ButtonGroup size="sm" attached variant="outline">
        <Button
          variant={kind === 'role' ? 'solid' : 'outline'}
          aria-pressed={kind === 'role'}
          onClick={() => switchKind('role')}
        >
          Роль
        </Button>
        <Button
          variant={kind === 'user' ? 'solid' : 'outline'}
          aria-pressed={kind === 'user'}
          onClick={() => switchKind('user')}
        >
          Пользователь
        </Button>
      </ButtonGroup>
      {kind === 'role' ? (
        <PartnerFilter
          locked={lockedTo !== null}
          value={shownPartner}
          options={partners}
          onChange={(p) => {
            setPartnerId(p);
            pick('');
          }}
          emptyLabel="Роли без партнёра"
        />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(search.trim());
          }}
        >
          <Flex gap="2">
            <Input
              size="sm"
              width="240px"
              placeholder="ФИО или e-mail"
              aria-label="Поиск пользователя"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button size="sm" type="submit" variant="outline">
              Найти
            </Button>
          </Flex>
        </form>
      )}
      <NativeSelect.Root size="sm" width="320px">
        <NativeSelect.Field
          aria-label={kind === 'role' ? 'Роль' : 'Пользователь'}
          value={picked}
          onChange={(e) => pick(e.target.value)}
        >
          <option value="">
            {options.length ? (kind === 'role' ? 'Выберите роль' : 'Выберите пользователя') : 'Нет вариантов'}
          </option>
          {options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
