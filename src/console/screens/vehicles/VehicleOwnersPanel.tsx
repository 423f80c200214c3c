import { Badge, Checkbox, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatDateTime } from '../../../shared/format';
import type { VehicleOwner } from '../../../shared/schemas/vehicles/vehicleEntity';
import { fetchVehicleOwners } from '../../api/vehiclesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';

const COLUMNS: ColumnDef<VehicleOwner>[] = [
  { id: 'name', header: 'Клиент', value: (o) => o.name, width: 200 },
  { id: 'phoneNumber', header: 'Телефон', value: (o) => o.phoneNumber, width: 140 },
  { id: 'statusRefValueName', header: 'Статус', value: (o) => o.statusRefValueName, width: 120 },
  { id: 'partnerName', header: 'Партнёр', value: (o) => o.partnerName, width: 150 },
  { id: 'primary', header: 'Основной', value: (o) => (o.primary && !o.relationDeletedDate ? 'Да' : ''), width: 110 },
  {
    id: 'deletedDate',
    header: 'Клиент удалён',
    value: (o) => o.deletedDate,
    cell: (o) => (o.deletedDate ? <Badge colorPalette="red">Удалён {formatDateTime(o.deletedDate)}</Badge> : null),
  },
  {
    id: 'relationDeletedDate',
    header: 'Связь удалена',
    value: (o) => o.relationDeletedDate,
    cell: (o) =>
      o.relationDeletedDate ? (
        <Badge colorPalette="orange">Отвязан {formatDateTime(o.relationDeletedDate)}</Badge>
      ) : null,
  },
];

function Filter({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The vehicle's owners: the filters for deleted clients and deleted relations both
 * start on (the call itself defaults to off, so the screen asks for them); an owner opens his client card.
 */
export function VehicleOwnersPanel({ vehicleId }: { vehicleId: number }) {
  const [, navigate] = useLocation();
  const [showDeletedClients, setShowDeletedClients] = useState(true);
  const [showDeletedRelations, setShowDeletedRelations] = useState(true);
  return (
    <DataTablePage
      embedded
      title="Владельцы"
      tableKey="vehicle.owners"
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchVehicleOwners(vehicleId, { showDeletedClients, showDeletedRelations });
        return { rows, total: rows.length };
      }}
      rowKey={(o) => `${o.id}:${o.relationDeletedDate ?? ''}`}
      onOpen={(o) => navigate(`/client/${o.id}/`)}
      defaults={{ sortField: '', sortOrder: 'ASC' }}
      reloadKey={`${showDeletedClients}:${showDeletedRelations}`}
      actions={
        <Flex gap="4" wrap="wrap">
          <Filter checked={showDeletedClients} onChange={setShowDeletedClients} label="Показать удалённых клиентов" />
          <Filter checked={showDeletedRelations} onChange={setShowDeletedRelations} label="Показать удалённые связи" />
        </Flex>
      }
    />
  );
}
