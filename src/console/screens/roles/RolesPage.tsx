import { Badge, Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Role } from '../../../shared/schemas/roles/roles';
import { fetchRoles } from '../../api/rolesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { PartnerFilter } from './PartnerFilter';
import { RoleDialog } from './RoleDialog';
import { ShowDeletedToggle } from './ShowDeletedToggle';
import { usePartnerOptions } from './usePartnerOptions';

const KEY = 'roles';

const COLUMNS: ColumnDef<Role>[] = [
  { id: 'name', header: 'Название', value: (r) => r.name, width: 220 },
  { id: 'partnerName', header: 'Партнёр', value: (r) => r.partnerName ?? '—', width: 200 },
  { id: 'parentRoleName', header: 'Родительская роль', value: (r) => r.parentRoleName ?? '—', width: 200 },
  {
    id: 'isTemplate',
    header: 'Шаблон',
    value: (r) => (r.isTemplate ? 'Да' : 'Нет'),
    width: 150,
  },
  {
    id: 'deletedDate',
    header: 'Состояние',
    value: (r) => (r.deletedDate ? 'Удалена' : 'Действует'),
    cell: (r) =>
      r.deletedDate ? <Badge colorPalette="red">Удалена</Badge> : <Badge colorPalette="green">Действует</Badge>,
    width: 150,
  },
];

/**
 * /roles: roles of the chosen partner (or without one), deleted ones shown by default (seed: show-deleted defaults
 * to true for roles). A row opens the role's dialog; 'Права и услуги' opens its card.
 */
export default function RolesPage({ title }: { title: string }) {
  const { options: partners, lockedTo } = usePartnerOptions();
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [showDeleted, setShowDeleted] = useState(true);
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [version, setVersion] = useState(0);
  const [, navigate] = useLocation();
  // A partner's staff are offered only their partner: the list follows it.
  const shownPartner = lockedTo ?? partnerId;

  return (
    <>
      <DataTablePage
        deletedLabel="Удалена"
        title={title}
        tableKey="roles"
        mode="local"
        columns={[
          ...COLUMNS,
          {
            id: 'card',
            header: 'Карточка',
            value: () => '',
            sortable: false,
            width: 170,
            cell: (r) => (
              <Button
                size="xs"
                variant="outline"
                onClick={(e) => {
                  e.stopPropagation();
                  navigate(`/roles/edit/${r.id}`);
                }}
              >
                Права и услуги
              </Button>
            ),
          },
        ]}
        load={async () => {
          const rows = await fetchRoles({ showDeleted, partnerId: shownPartner });
          return { rows, total: rows.length };
        }}
        rowKey={(r) => r.id}
        onOpen={(role) => setEditing({ role })}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        paramsKey={`${showDeleted}:${shownPartner}`}
        reloadKey={version}
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <PartnerFilter
              locked={lockedTo !== null}
              value={shownPartner}
              options={partners}
              onChange={setPartnerId}
              emptyLabel="Роли без партнёра"
            />
            <ShowDeletedToggle checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={KEY} flags={['permissionInsert']}>
              <Button size="sm" onClick={() => setEditing({ role: null })}>
                Добавить роль
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      <RoleDialog
        open={editing !== null}
        role={editing?.role ?? null}
        partnerId={shownPartner}
        onClose={() => setEditing(null)}
        onChanged={() => setVersion((v) => v + 1)}
      />
    </>
  );
}
