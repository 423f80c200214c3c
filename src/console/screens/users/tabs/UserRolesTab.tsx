import { Flex, NativeSelect } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Role } from '../../../../shared/schemas/roles/roles';
import type { UserCard } from '../../../../shared/schemas/userAdmin';
import type { UserRole } from '../../../../shared/schemas/userRoles';
import { fetchRoles } from '../../../api/rolesApi';
import { fetchUserRoles, grantUserRole, revokeUserRole } from '../../../api/userAdminApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed, useProfile } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { CallButton } from '../../orders/card/sections/CallButton';

/** The roles a user of this partner may be given: the common ones and his partner's, live ones only. */
async function loadAssignable(partnerId: number | null): Promise<Role[]> {
  const [common, own] = await Promise.all([fetchRoles({}), partnerId ? fetchRoles({ partnerId }) : []]);
  const byId = new Map([...common, ...own].map((r) => [r.id, r]));
  return [...byId.values()].filter((r) => r.deletedDate === null).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/**
 * The card's 'Роли' tab: the user's roles (GET /user_roles/users/{id}), 'Снять' on each, and a role selector to
 * add one. The selector hides super-admin roles unless the caller holds one himself (seed §6).
 */
export function UserRolesTab({ user }: { user: UserCard }) {
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState('');
  const canGrant = useAllowed('roles', ['permissionInsert']);
  const canRevoke = useAllowed('roles', ['permissionDelete']);
  const profile = useProfile();
  const assignable = useRemoteData('userCard.assignableRoles', loadAssignable, user.partner?.id ?? null);
  // The roles as the table last loaded them: the selector offers the others.
  const [held, setHeld] = useState<UserRole[]>([]);
  const options = useMemo(() => {
    const mine = new Set((profile?.roles ?? []).map((r) => r.id));
    const all = assignable.data ?? [];
    const callerIsSuperAdmin = all.some((r) => r.isSuperAdmin && mine.has(r.id));
    const granted = new Set(held.map((r) => r.roleId));
    return all.filter((r) => (callerIsSuperAdmin || !r.isSuperAdmin) && !granted.has(r.id));
  }, [assignable.data, held, profile]);
  const changed = () => setVersion((v) => v + 1);

  const columns: ColumnDef<UserRole>[] = [
    { id: 'roleName', header: 'Роль', value: (r) => r.roleName, width: 320 },
    ...(canRevoke
      ? [
          {
            id: 'actions',
            header: '',
            value: () => null,
            sortable: false,
            cell: (r: UserRole) => (
              <CallButton
                label="Снять"
                size="xs"
                colorPalette="red"
                variant="outline"
                name={`userCard.roles.revoke.${r.id}`}
                run={() => revokeUserRole(r.id)}
                onDone={() => {
                  notify({ type: 'success', title: 'Роль снята', description: r.roleName });
                  changed();
                }}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTablePage
      title="Роли"
      tableKey="user.roles"
      embedded
      mode="local"
      columns={columns}
      load={async () => {
        const rows = await fetchUserRoles(user.id);
        setHeld(rows);
        return { rows, total: rows.length };
      }}
      defaults={{ sortField: 'roleName', sortOrder: 'ASC' }}
      rowKey={(r) => r.id}
      reloadKey={version}
      actions={
        canGrant && (
          <Flex gap="2" align="center">
            <NativeSelect.Root size="sm" width="260px">
              <NativeSelect.Field
                aria-label="Роль для назначения"
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
              >
                <option value="">{options.length === 0 ? 'Нет вариантов' : 'Выберите роль'}</option>
                {options.map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.name}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <CallButton
              label="Назначить"
              name="userCard.roles.grant"
              disabled={chosen === ''}
              run={() => grantUserRole(user.id, Number(chosen))}
              onDone={() => {
                notify({
                  type: 'success',
                  title: 'Роль назначена',
                  description: options.find((r) => String(r.id) === chosen)?.name ?? '',
                });
                setChosen('');
                changed();
              }}
            />
          </Flex>
        )
      }
    />
  );
}
