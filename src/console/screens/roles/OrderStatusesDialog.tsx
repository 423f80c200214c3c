import { Badge, Field, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { REF_IDS, REF_VALUE_IDS } from '../../../shared/referenceIds';
import type { ServiceAdmin } from '../../../shared/schemas/roles/servicesAdmin';
import {
  createOrderStatusBinding,
  deleteOrderStatusBinding,
  fetchOrderStatusBindings,
  makeOrderStatusBindingPrimary,
} from '../../api/orderStatusesApi';
import { fetchRefValues } from '../../api/referencesApi';
import { AddChoiceForm } from '../../components/AddChoiceForm';
import { ViewDialogFrame } from '../../components/dialogs/ViewDialogFrame';
import { LoadState } from '../../components/LoadState';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { RowAction } from '../vehicles/RowAction';

const KEY = 'services';
const loadBindings = ({ serviceId, sourceId }: { serviceId: number; sourceId: number }) =>
  fetchOrderStatusBindings(serviceId, sourceId);
const loadValues = (refId: number) => fetchRefValues(refId);

/**
 * 'Статусы заявок' of a service (GET, POST /order_statuses, PUT /{id}/primary, DELETE /{id}): per source, the bound
 * statuses in order, the primary one marked 'Основной'; 'Сделать основным', delete, add a status.
 */
export function OrderStatusesDialog({ service, onClose }: { service: ServiceAdmin; onClose: () => void }) {
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  // The source select's choice is view state; 144 is the product's status source.
  const [sourceId, setSourceId] = useState<number>(REF_VALUE_IDS.statusSource);
  const [round, setRound] = useState(0);
  const sources = useRemoteData('services.orderStatuses.sources', loadValues, REF_IDS.statusSource);
  const statuses = useRemoteData('services.orderStatuses.statuses', loadValues, REF_IDS.orderStatus);
  const list = useRemoteData('services.orderStatuses', loadBindings, { serviceId: service.id, sourceId });
  const rows = list.data ?? [];
  const bound = new Set(rows.map((r) => r.statusRefValueId));
  const changed = () => list.reload();
  return (
    <ViewDialogFrame title={`Статусы заявок услуги «${service.name}»`} testId="order-statuses-dialog" onClose={onClose}>
      <Stack gap="4">
        <Field.Root maxW="sm">
          <Field.Label>Источник</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Источник"
              value={sourceId}
              onChange={(e) => setSourceId(Number(e.currentTarget.value))}
            >
              {(sources.data ?? [{ id: sourceId, name: '…' }]).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <LoadState loading={list.loading} error={list.failed ? list.error : null} empty={false} onRetry={list.reload}>
          {rows.length === 0 ? (
            <Text color="fg.muted">Статусы не привязаны</Text>
          ) : (
            <Table.Root size="sm" aria-label="Статусы заявок">
              <Table.Body>
                {rows.map((row, index) => (
                  <Table.Row key={row.id} data-testid="order-status-row">
                    <Table.Cell width="8">{index + 1}</Table.Cell>
                    <Table.Cell>{row.statusName}</Table.Cell>
                    <Table.Cell>{row.isPrimary && <Badge colorPalette="green">Основной</Badge>}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="flex-end" gap="2">
                        {canUpdate && !row.isPrimary && (
                          <RowAction
                            name={`services.orderStatuses.primary.${row.id}`}
                            label="Сделать основным"
                            run={() => makeOrderStatusBindingPrimary(row.id)}
                            onDone={changed}
                          />
                        )}
                        {canDelete && (
                          <RowAction
                            name={`services.orderStatuses.delete.${row.id}`}
                            label="Удалить"
                            colorPalette="red"
                            run={() => deleteOrderStatusBinding(row.id)}
                            onDone={changed}
                          />
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </LoadState>
        {canInsert && (
          <AddChoiceForm
            key={`${sourceId}:${round}`}
            options={(statuses.data ?? []).filter((s) => !bound.has(s.id))}
            label="Статус заявки"
            placeholder="Выберите статус"
            submitLabel="Добавить статус"
            systemId="services.orderStatuses.add"
            add={(statusRefValueId) =>
              createOrderStatusBinding({ serviceId: service.id, sourceRefValueId: sourceId, statusRefValueId })
            }
            onAdded={() => {
              setRound((r) => r + 1);
              changed();
            }}
          />
        )}
      </Stack>
    </ViewDialogFrame>
  );
}
