import { Badge, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import { WIDGET_KEYS } from '../../../../shared/operationKeys';
import type { ClientVehicle } from '../../../../shared/schemas/vehicles/vehicleEntity';
import { detachVehicle, fetchClientVehicles, makeVehiclePrimary } from '../../../api/vehiclesApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { useAllowed } from '../../../session/useSession';
import { RowAction } from '../../vehicles/RowAction';
import { VehicleFormDialog } from '../../vehicles/VehicleFormDialog';
import type { ClientTabProps } from './clientTabProps';

const DELETED = 'Удален';

/**
 * Автомобили: detached vehicles show 'Удален' and do not open; a click on
 * another row opens the vehicle dialog; a non-primary vehicle can be made the only primary one; add, edit and detach
 * per the user's rights (order.vehicle insert / update / delete).
 */
export function VehiclesTab({ client }: ClientTabProps) {
  const canAdd = useAllowed(WIDGET_KEYS.vehicle, ['permissionInsert']);
  const canUpdate = useAllowed(WIDGET_KEYS.vehicle, ['permissionUpdate']);
  const canDetach = useAllowed(WIDGET_KEYS.vehicle, ['permissionDelete']);
  const [dialog, setDialog] = useState<{ vehicleId: number | null } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);

  // The defaults fit the client card at 1440 px; the generation and the corporate flag are in «Колонки».
  const columns: ColumnDef<ClientVehicle>[] = [
    // The plate names the row: it is always shown and carries the «Удалён» mark of a detached vehicle.
    { id: 'number', header: 'Гос.номер', value: (v) => v.number, width: 150, primary: true },
    { id: 'makeTitle', header: 'Марка', value: (v) => v.makeTitle, width: 130 },
    { id: 'modelTitle', header: 'Модель', value: (v) => v.modelTitle, width: 130 },
    { id: 'generationName', header: 'Поколение', value: (v) => v.generationName, width: 130, hidden: true },
    { id: 'vin', header: 'VIN', value: (v) => v.vin, width: 180 },
    { id: 'isCorporate', header: 'Корпоративный', value: (v) => (v.isCorporate ? 'Да' : ''), width: 130, hidden: true },
    {
      id: 'createdDate',
      header: 'Добавлен',
      value: (v) => v.createdDate,
      cell: (v) => formatDateTime(v.createdDate),
      width: 140,
    },
    {
      id: 'deletedDate',
      header: 'Состояние',
      width: 150,
      value: (v) => (v.deletedDate ? DELETED : ''),
      cell: (v) =>
        v.deletedDate ? (
          <Badge colorPalette="red" title={formatDateTime(v.deletedDate)}>
            {DELETED}
          </Badge>
        ) : canDetach ? (
          <RowAction
            name="vehicles.detach"
            label="Отвязать"
            colorPalette="red"
            run={() => detachVehicle(v.id, client.id)}
            onDone={reload}
          />
        ) : null,
    },
    {
      id: 'primary',
      header: 'Основной',
      width: 170,
      value: (v) => (v.primary ? 'Да' : ''),
      cell: (v) =>
        v.deletedDate ? null : v.primary ? (
          <Badge colorPalette="green">Основной</Badge>
        ) : canUpdate ? (
          <RowAction
            name="vehicles.primary"
            label="Сделать основным"
            run={() => makeVehiclePrimary(v.id, client.id)}
            onDone={reload}
          />
        ) : null,
    },
  ];

  return (
    <>
      <DataTablePage
        embedded
        title="Автомобили"
        tableKey="client.vehicles"
        mode="local"
        columns={columns}
        // Detached vehicles are listed too: they show 'Удален'.
        load={async () => {
          const rows = await fetchClientVehicles(client.id, true);
          return { rows, total: rows.length };
        }}
        rowKey={(v) => `${v.id}:${v.deletedDate ?? ''}`}
        onOpen={(v) => {
          if (!v.deletedDate) setDialog({ vehicleId: v.id });
        }}
        // The server's order: live vehicles first, the primary one on top.
        defaults={{ sortField: '', sortOrder: 'ASC' }}
        reloadKey={`${client.id}:${version}`}
        actions={
          canAdd && (
            <Button size="sm" onClick={() => setDialog({ vehicleId: null })}>
              Добавить авто
            </Button>
          )
        }
      />
      <VehicleFormDialog
        open={dialog !== null}
        vehicleId={dialog?.vehicleId ?? null}
        clientId={client.id}
        onClose={() => setDialog(null)}
        onSaved={reload}
      />
    </>
  );
}
