import { Flex, Heading, Stack, Table } from '@chakra-ui/react';
import { formatDateTime } from '../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import { REF_IDS } from '../../../../../shared/referenceIds';
import { createLinkedOrder } from '../../../../api/ordersApi';
import { downloadTireStorageQrPdf, fetchTireStorageByOrder } from '../../../../api/tiresApi';
import { LoadState } from '../../../../components/LoadState';
import { saveBlob } from '../../../../components/saveBlob';
import { useRefOptions } from '../../../../hooks/useRefOptions';
import { useRemoteData } from '../../../../hooks/useRemoteData';
import { useAllowed } from '../../../../session/useSession';
import type { OrderSectionProps } from '../orderSectionProps';
import { CallButton } from './CallButton';
import { StorageStatusSelect } from './tires/StorageStatusSelect';

/**
 * 'Хранение шин' of a tyre order: the storage orders made from this order (or the
 * order itself when it is one), oldest first, each with its status to change, its QR labels as a PDF; and
 * 'Создать заявку на хранение'.
 */
export function TireStorageSection({ order, readOnly, onOrderChanged }: OrderSectionProps) {
  const canUpdate = useAllowed(WIDGET_KEYS.tireStorage, ['permissionUpdate']);
  const canInsert = useAllowed(WIDGET_KEYS.tireStorage, ['permissionInsert']);
  const statuses = useRefOptions(REF_IDS.orderStatus);
  const storage = useRemoteData('tireStorage.byOrder', fetchTireStorageByOrder, order.id);
  const rows = storage.data ?? [];
  const changed = (id: number) => {
    storage.reload();
    if (id === order.id) onOrderChanged();
  };

  return (
    <Stack gap="3" data-testid="tire-storage">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Хранение шин
        </Heading>
        {!readOnly && canInsert && (
          <CallButton
            label="Создать заявку на хранение"
            size="sm"
            name="tireStorage.create"
            run={() => createLinkedOrder(order.id, 'tire_storage')}
            onDone={storage.reload}
          />
        )}
      </Flex>
      <LoadState
        loading={storage.loading && !storage.data}
        error={storage.failed ? storage.error : null}
        empty={rows.length === 0}
        onRetry={storage.reload}
      >
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Заявки на хранение шин">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>№</Table.ColumnHeader>
                <Table.ColumnHeader>Дата</Table.ColumnHeader>
                <Table.ColumnHeader>Статус</Table.ColumnHeader>
                <Table.ColumnHeader>Офис</Table.ColumnHeader>
                <Table.ColumnHeader>Кол-во шин</Table.ColumnHeader>
                <Table.ColumnHeader>Диаметр</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={`${row.id}:${row.statusRefValueId}`} data-testid="storage-row">
                  <Table.Cell>{row.number}</Table.Cell>
                  <Table.Cell>{formatDateTime(row.createdDate, order.timezone)}</Table.Cell>
                  <Table.Cell>
                    <StorageStatusSelect
                      row={row}
                      options={statuses}
                      disabled={readOnly || !canUpdate}
                      onDone={() => changed(row.id)}
                    />
                  </Table.Cell>
                  <Table.Cell>{row.officeName ?? ''}</Table.Cell>
                  <Table.Cell>{row.tireCount ?? ''}</Table.Cell>
                  <Table.Cell>{row.diameterWheelRefValueName ?? ''}</Table.Cell>
                  <Table.Cell>
                    <CallButton
                      label="QR-коды (PDF)"
                      name="tireStorage.qr"
                      run={async () => saveBlob(await downloadTireStorageQrPdf(row.id), `QR-коды_${row.number}.pdf`)}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadState>
    </Stack>
  );
}
