import { Badge, Button, Flex } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatDateTime, nowUnix } from '../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import type { OrderCommunication } from '../../../../../shared/schemas/orders/orderParts';
import { deleteOrderCommunication, fetchOrderCommunications } from '../../../../api/orderPartsApi';
import { DataTablePage } from '../../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../../components/dataTable/tableTypes';
import { useAllowed } from '../../../../session/useSession';
import { notify } from '../../../../toasts/toaster';
import type { OrderSectionProps } from '../orderSectionProps';
import { CallButton } from './CallButton';
import { ContactDialog } from './ContactDialog';

/** The last contact's next date has passed: the order is on /contacts/expired. */
const isOverdue = (c: OrderCommunication) => c.isLast && c.nextContactDate !== null && c.nextContactDate < nowUnix();

/**
 * 'Коммуникации' of the order card (seed 001 sections 3, 5 and 7): contacts with the client, newest first, the last
 * one marked (and 'просрочен' when its next date has passed). Adding a contact is allowed on a held or archived
 * order; removing one is a change. Dates read in the order's zone.
 */
export function CommunicationsSection({ order, readOnly }: OrderSectionProps) {
  const canInsert = useAllowed(WIDGET_KEYS.orderCommunications, ['permissionInsert']);
  const canDelete = useAllowed(WIDGET_KEYS.orderCommunications, ['permissionDelete']);
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);

  const columns = useMemo<ColumnDef<OrderCommunication>[]>(
    () => [
      {
        id: 'createdDate',
        header: 'Дата',
        value: (c) => c.createdDate,
        cell: (c) => formatDateTime(c.createdDate, order.timezone),
        width: 160,
      },
      { id: 'typeRefValueName', header: 'Тип', value: (c) => c.typeRefValueName, width: 150 },
      { id: 'note', header: 'Комментарий', value: (c) => c.note, width: 300 },
      {
        id: 'nextContactDate',
        header: 'Следующий контакт',
        value: (c) => c.nextContactDate,
        width: 230,
        cell: (c) => (
          <Flex gap="2" align="center" wrap="wrap">
            {formatDateTime(c.nextContactDate, order.timezone)}
            {c.isLast && (
              <Badge colorPalette={isOverdue(c) ? 'red' : 'blue'}>{isOverdue(c) ? 'просрочен' : 'последний'}</Badge>
            )}
          </Flex>
        ),
      },
      { id: 'nextNote', header: 'Что сделать', value: (c) => c.nextNote, width: 260 },
      { id: 'userFio', header: 'Кто', value: (c) => c.userFio, width: 200 },
      {
        id: 'actions',
        header: '',
        value: () => '',
        sortable: false,
        width: 130,
        cell: (c) =>
          !readOnly && canDelete ? (
            <CallButton
              label="Удалить"
              colorPalette="red"
              name="orderCommunications.delete"
              run={() => deleteOrderCommunication(c.id)}
              onDone={reload}
            />
          ) : null,
      },
    ],
    [order.timezone, readOnly, canDelete],
  );

  return (
    <>
      <DataTablePage
        embedded
        title="Коммуникации"
        tableKey="order.communications"
        mode="local"
        columns={columns}
        load={async () => {
          const rows = await fetchOrderCommunications(order.id);
          return { rows, total: rows.length };
        }}
        rowKey={(c) => c.id}
        defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
        reloadKey={`${order.id}:${version}`}
        actions={
          canInsert && (
            <Button size="sm" onClick={() => setAdding(true)}>
              Добавить контакт
            </Button>
          )
        }
      />
      {adding && (
        <ContactDialog
          orderId={order.id}
          onClose={() => setAdding(false)}
          onSaved={() => {
            notify({ type: 'success', title: 'Контакт добавлен' });
            reload();
          }}
        />
      )}
    </>
  );
}
