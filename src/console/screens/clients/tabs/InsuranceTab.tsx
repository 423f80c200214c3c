import { Badge, Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { WIDGET_KEYS } from '../../../../shared/operationKeys';
import { fetchClientInsurances } from '../../../api/vehiclesApi';
import { LoadState } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { PolicyList } from '../../vehicles/PolicyList';
import { VehicleFormDialog } from '../../vehicles/VehicleFormDialog';
import { vehicleTitle } from '../../vehicles/vehicleTitle';
import type { ClientTabProps } from './clientTabProps';

/**
 * Страхование: the client's vehicles with their policies. A vehicle opens its form in the
 * insurance-only mode: policies can be added (order.insurancePolicies insert), not edited or deleted.
 */
export function InsuranceTab({ client }: ClientTabProps) {
  const canAddPolicy = useAllowed(WIDGET_KEYS.insurancePolicies, ['permissionInsert']);
  const [opened, setOpened] = useState<number | null>(null);
  const list = useRemoteData(
    'client.insurances',
    (clientId: number) => fetchClientInsurances(clientId, 'all'),
    client.id,
  );
  const vehicles = list.data ?? [];

  return (
    <Stack gap="4" data-testid="client-insurance">
      <Heading as="h2" size="md">
        Страхование
      </Heading>
      <LoadState
        loading={list.loading}
        error={list.failed ? list.error : null}
        empty={vehicles.length === 0}
        onRetry={list.reload}
      >
        {vehicles.map((vehicle) => (
          <Box key={vehicle.id} borderWidth="1px" borderRadius="md" p="3" data-testid="insurance-vehicle">
            <Flex justify="space-between" align="center" gap="3" mb="2" wrap="wrap">
              <Flex gap="2" align="center">
                <Heading as="h3" size="sm">
                  {vehicleTitle(vehicle)}
                </Heading>
                {vehicle.primary && <Badge colorPalette="green">Основной</Badge>}
              </Flex>
              <Button size="xs" variant="outline" onClick={() => setOpened(vehicle.id)}>
                {canAddPolicy ? 'Добавить полис' : 'Открыть'}
              </Button>
            </Flex>
            <PolicyList policies={vehicle.insurances.map((p) => ({ ...p, key: `policy-${p.id}` }))} />
          </Box>
        ))}
      </LoadState>
      <VehicleFormDialog
        open={opened !== null}
        vehicleId={opened}
        clientId={client.id}
        insuranceOnly
        onClose={() => setOpened(null)}
        onSaved={list.reload}
      />
    </Stack>
  );
}
