import { Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { OfficeUser } from '../../../../shared/schemas/officeUsers';
import type { UserCard } from '../../../../shared/schemas/userAdmin';
import { bindUserOffice, fetchUserOffices, unbindUserOffice } from '../../../api/userAdminApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { CallButton } from '../../orders/card/sections/CallButton';
import { useOfficeOptions } from '../usePartnerOptions';

/** The card's 'Офисы' tab: the offices the user works in, all of his partner's; bind another, unbind one. */
export function UserOfficesTab({ user }: { user: UserCard }) {
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState('');
  const canBind = useAllowed('users', ['permissionInsert']);
  const canUnbind = useAllowed('users', ['permissionDelete']);
  const offices = useOfficeOptions(user.partner?.id ?? null);
  // The bound offices as the table last loaded them: the selector offers the others.
  const [bound, setBound] = useState<OfficeUser[]>([]);
  const free = useMemo(() => {
    const taken = new Set(bound.map((b) => b.officeId));
    return offices.filter((o) => !taken.has(Number(o.value)));
  }, [offices, bound]);
  const changed = () => setVersion((v) => v + 1);
  if (!user.partner)
    return <Text color="fg.muted">Пользователь не привязан к партнёру: офисы выбираются у партнёра.</Text>;

  const columns: ColumnDef<OfficeUser>[] = [
    { id: 'officeName', header: 'Офис', value: (o) => o.officeName, width: 360 },
    ...(canUnbind
      ? [
          {
            id: 'actions',
            header: '',
            value: () => null,
            sortable: false,
            cell: (o: OfficeUser) => (
              <CallButton
                label="Отвязать"
                size="xs"
                colorPalette="red"
                variant="outline"
                name={`userCard.offices.unbind.${o.id}`}
                run={() => unbindUserOffice(o.id)}
                onDone={() => {
                  notify({ type: 'success', title: 'Офис отвязан', description: o.officeName });
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
      title="Офисы"
      tableKey="user.offices"
      embedded
      mode="local"
      columns={columns}
      load={async () => {
        const rows = await fetchUserOffices(user.id);
        setBound(rows);
        return { rows, total: rows.length };
      }}
      defaults={{ sortField: 'officeName', sortOrder: 'ASC' }}
      rowKey={(o) => o.id}
      reloadKey={version}
      actions={
        canBind && (
          <Flex gap="2" align="center">
            <NativeSelect.Root size="sm" width="280px">
              <NativeSelect.Field
                aria-label="Офис для привязки"
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
              >
                <option value="">{free.length === 0 ? 'Нет вариантов' : 'Выберите офис'}</option>
                {free.map((o) => (
                  <option key={o.value} value={String(o.value)}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <CallButton
              label="Привязать"
              name="userCard.offices.bind"
              disabled={chosen === ''}
              run={() => bindUserOffice(user.id, Number(chosen))}
              onDone={() => {
                notify({
                  type: 'success',
                  title: 'Офис привязан',
                  description: free.find((o) => String(o.value) === chosen)?.label ?? '',
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
