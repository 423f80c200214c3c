import { Box, Button, DataList, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import type { VehicleEntity } from '../../../shared/schemas/vehicles/vehicleEntity';
import { fetchVehicle } from '../../api/vehiclesApi';
import { CardLoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { PolicyList } from './PolicyList';
import { VehicleFormDialog } from './VehicleFormDialog';
import { VehicleOwnersPanel } from './VehicleOwnersPanel';
import { vehicleTitle } from './vehicleTitle';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

function VehicleData({ vehicle }: { vehicle: VehicleEntity }) {
  const rows: [string, string][] = [
    ['Марка', dash(vehicle.makeTitle)],
    ['Модель', dash(vehicle.modelTitle)],
    ['Поколение', dash(vehicle.generationName)],
    ['Модификация', dash(vehicle.modificationName)],
    ['Гос.номер', `${vehicle.number}${vehicle.foreign ? ' (не РФ)' : ''}`],
    ['VIN', dash(vehicle.vin)],
    ['СТС', dash(vehicle.stsNumber)],
    ['ПТС', dash(vehicle.ptsNumber)],
    ['Год выпуска', dash(vehicle.yearOfIssue)],
    ['Корпоративный', vehicle.isCorporate ? 'Да' : 'Нет'],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="vehicle-data">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** /vehicle/:id/: the vehicle's data, its policies and its owners. */
export default function VehicleCardPage({ title }: { title: string }) {
  const { id } = useParams<{ id: string }>();
  const vehicleId = Number(id);
  const canUpdate = useAllowed(WIDGET_KEYS.vehicle, ['permissionUpdate']);
  const [editing, setEditing] = useState(false);
  const vehicle = useRemoteData('vehicleCard', (vid: number) => fetchVehicle(vid), vehicleId);
  const data = vehicle.data;
  usePageTitle(data ? vehicleTitle(data) : title);

  if ((vehicle.failed && vehicle.error) || !data)
    return <CardLoadState error={vehicle.failed && vehicle.error} onRetry={vehicle.reload} />;
  return (
    <Stack gap="8">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {vehicleTitle(data)}
        </Heading>
        {canUpdate && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Изменить
          </Button>
        )}
      </Flex>
      <VehicleData vehicle={data} />
      <Box>
        <Heading as="h2" size="md" mb="3">
          Полисы
        </Heading>
        <PolicyList policies={data.insurances.map((p) => ({ ...p, key: `policy-${p.id}` }))} />
      </Box>
      <VehicleOwnersPanel vehicleId={data.id} />
      <VehicleFormDialog
        open={editing}
        vehicleId={data.id}
        clientId={null}
        onClose={() => setEditing(false)}
        onSaved={vehicle.reload}
      />
    </Stack>
  );
}
