import { Badge, Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { formatMoney } from '../../../shared/format';
import type { ServiceAdmin } from '../../../shared/schemas/roles/servicesAdmin';
import { fetchServicesAdmin } from '../../api/rolesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { RowButton } from '../../components/RowButton';
import { OrderStatusesDialog } from './OrderStatusesDialog';
import { ServiceDialog } from './ServiceDialog';
import { ShowDeletedToggle } from './ShowDeletedToggle';

const yes = (v: boolean) => (v ? 'Да' : 'Нет');
const percent = (v: number | null) => (v === null ? '—' : `${v} %`);
const money = (v: number | null) => (v === null ? '—' : formatMoney(v));

const BASE_COLUMNS: ColumnDef<ServiceAdmin>[] = [
  { id: 'name', header: 'Название', value: (s) => s.name, width: 200 },
  { id: 'stationary', header: 'Стационарная', value: (s) => yes(s.stationary), width: 110 },
  { id: 'useInsurance', header: 'Страхование', value: (s) => yes(s.useInsurance), width: 110 },
  { id: 'feeRate', header: 'Комиссия, %', value: (s) => percent(s.feeRate), width: 110 },
  { id: 'feeFixedPart', header: 'Фикс. часть', value: (s) => money(s.feeFixedPart), width: 110 },
  { id: 'bonusReceivingPercent', header: 'Бонусы, %', value: (s) => percent(s.bonusReceivingPercent), width: 110 },
  { id: 'freeOrdersQuantity', header: 'Бесплатных заявок', value: (s) => s.freeOrdersQuantity ?? '—', width: 110 },
  {
    id: 'deletedDate',
    header: 'Состояние',
    value: (s) => (s.deletedDate ? 'Удалена' : 'Действует'),
    cell: (s) =>
      s.deletedDate ? <Badge colorPalette="red">Удалена</Badge> : <Badge colorPalette="green">Действует</Badge>,
    width: 120,
  },
];

/** /services: the services with their fee and bonus settings; a row opens its dialog. */
export default function ServicesPage({ title }: { title: string }) {
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<{ service: ServiceAdmin | null } | null>(null);
  const [version, setVersion] = useState(0);
  const [statusesOf, setStatusesOf] = useState<ServiceAdmin | null>(null);
  const columns: ColumnDef<ServiceAdmin>[] = [
    ...BASE_COLUMNS,
    {
      id: 'actions',
      header: 'Действия',
      sortable: false,
      width: 140,
      value: () => null,
      cell: (s) => <RowButton onClick={() => setStatusesOf(s)}>Статусы заявок</RowButton>,
    },
  ];
  return (
    <>
      <DataTablePage
        deletedLabel="Удалена"
        title={title}
        tableKey="services"
        mode="local"
        columns={columns}
        load={async () => {
          const rows = await fetchServicesAdmin(showDeleted);
          return { rows, total: rows.length };
        }}
        rowKey={(s) => s.id}
        onOpen={(service) => setEditing({ service })}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        paramsKey={showDeleted}
        reloadKey={version}
        actions={
          <Flex gap="3" align="center">
            <ShowDeletedToggle checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation="services" flags={['permissionInsert']}>
              <Button size="sm" onClick={() => setEditing({ service: null })}>
                Добавить услугу
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      <ServiceDialog
        open={editing !== null}
        service={editing?.service ?? null}
        onClose={() => setEditing(null)}
        onChanged={() => setVersion((v) => v + 1)}
      />
      {statusesOf && <OrderStatusesDialog service={statusesOf} onClose={() => setStatusesOf(null)} />}
    </>
  );
}
