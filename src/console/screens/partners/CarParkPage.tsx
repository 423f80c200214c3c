import { Box, Button, Field, Flex, NativeSelect, Stack, Switch } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CarParkVehicle } from '../../../shared/schemas/partners/partnerSearch';
import { fetchB2bCustomers, fetchCarPark } from '../../api/partners/partnersSearchApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { ErrorPanel } from '../../components/ErrorPanel';
import { IfAllowed } from '../../components/PermissionGate';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { AddCarParkVehicleDialog } from './AddCarParkVehicleDialog';
import { CarParkActiveSwitch } from './CarParkActiveSwitch';

const KEY = 'car.park';

/**
 * /car/park, the partner car park: choose a B2B customer, see its vehicles, switch each active or
 * not (update on car.park), add one found by its plate (insert on car.park).
 */
export default function CarParkPage({ title }: { title: string }) {
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const customers = useRemoteData('carPark.customers', fetchB2bCustomers, null);
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const list = customers.data ?? [];
  useEffect(() => {
    if (partnerId === null && list.length > 0) setPartnerId(list[0].id);
  }, [partnerId, list]);
  const partner = list.find((c) => c.id === partnerId) ?? null;

  const columns = useMemo<ColumnDef<CarParkVehicle>[]>(
    () => [
      { id: 'number', header: 'Гос.номер', value: (r) => r.number, width: 160 },
      { id: 'makeTitle', header: 'Марка', value: (r) => r.makeTitle },
      { id: 'modelTitle', header: 'Модель', value: (r) => r.modelTitle },
      { id: 'vin', header: 'VIN', value: (r) => r.vin, width: 220 },
      {
        id: 'isActive',
        header: 'Активен',
        value: (r) => (r.isActive ? 'Да' : 'Нет'),
        cell: (r) =>
          canUpdate ? (
            <CarParkActiveSwitch key={`${r.id}:${r.isActive}`} row={r} onSaved={reload} />
          ) : r.isActive ? (
            'Да'
          ) : (
            'Нет'
          ),
        width: 150,
      },
    ],
    [canUpdate, reload],
  );
  const load = async () => {
    const rows = partnerId ? await fetchCarPark(partnerId, showInactive) : [];
    return { rows, total: rows.length };
  };

  return (
    <Stack gap="4">
      {customers.failed && customers.error && (
        <ErrorPanel title="Ошибка загрузки данных" error={customers.error} onRetry={customers.reload} />
      )}
      <DataTablePage
        title={title}
        tableKey="car.park"
        mode="local"
        columns={columns}
        load={load}
        rowKey={(r) => r.id}
        defaults={{ sortField: 'number', sortOrder: 'ASC' }}
        reloadKey={`${partnerId}:${showInactive}:${version}`}
        actions={
          <Flex gap="3" align="flex-end" wrap="wrap">
            <Box minW="16rem">
              <Field.Root>
                <Field.Label>Корпоративный клиент</Field.Label>
                <NativeSelect.Root size="sm" disabled={list.length === 0}>
                  <NativeSelect.Field
                    aria-label="Корпоративный клиент"
                    value={partnerId ?? ''}
                    onChange={(e) => setPartnerId(Number(e.target.value) || null)}
                  >
                    {list.length === 0 && <option value="">Нет вариантов</option>}
                    {list.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name} ({c.vehiclesCount})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Box>
            <Switch.Root size="sm" checked={showInactive} onCheckedChange={(e) => setShowInactive(e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Показывать неактивные</Switch.Label>
            </Switch.Root>
            <IfAllowed operation={KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" disabled={!partner} onClick={() => setAdding(true)}>
                Добавить автомобиль
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {adding && partner && (
        <AddCarParkVehicleDialog
          partnerId={partner.id}
          partnerName={partner.name}
          onClose={() => setAdding(false)}
          onAdded={() => {
            reload();
            customers.reload();
          }}
        />
      )}
    </Stack>
  );
}
