import { Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SERVICE_IDS } from '../../../../shared/constants';
import type { ServicePosition } from '../../../../shared/schemas/pricing/servicePositions';
import { fetchServicePositions } from '../../../api/pricing/nomenclatureApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { POSITIONS_KEY } from './positionsKey';
import { ServicePositionDialog } from './ServicePositionDialog';
import { useServiceOptions } from './usePricingOptions';

const COLUMNS: ColumnDef<ServicePosition>[] = [
  { id: 'sort', header: 'Порядок', value: (p) => p.sort, width: 110 },
  { id: 'positionName', header: 'Позиция', value: (p) => p.positionName, primary: true, width: 380 },
  { id: 'unit', header: 'Ед. изм.', value: (p) => p.unit, width: 120 },
];

/** The 'Позиции услуг' tab: choose a service, then its positions in their order; add, re-sort, remove. */
export function ServicePositionsTab() {
  const services = useServiceOptions() ?? [];
  const [serviceId, setServiceId] = useState<number>(SERVICE_IDS.tireFitting);
  const [editing, setEditing] = useState<ServicePosition | 'new' | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <Stack gap="4">
      <Field.Root maxW="sm">
        <Field.Label>Услуга</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="Услуга"
            value={String(serviceId)}
            onChange={(e) => setServiceId(Number(e.currentTarget.value))}
          >
            {services.length === 0 && <option value={serviceId}>…</option>}
            {services.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DataTablePage
        embedded
        title="Позиции услуги"
        tableKey="positions.services"
        mode="local"
        columns={COLUMNS}
        load={async () => {
          const rows = await fetchServicePositions(serviceId);
          return { rows, total: rows.length };
        }}
        defaults={{ sortField: 'sort', sortOrder: 'ASC' }}
        rowKey={(p) => p.id}
        onOpen={(p) => setEditing(p)}
        reloadKey={version}
        paramsKey={serviceId}
        actions={
          <Flex gap="3" align="center">
            <Text fontSize="sm" color="fg.muted">
              Порядок, затем наименование
            </Text>
            <IfAllowed operation={POSITIONS_KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
                Добавить позицию услуге
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {editing && (
        <ServicePositionDialog
          serviceId={serviceId}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </Stack>
  );
}
