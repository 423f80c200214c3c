import { Badge, Flex } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { formatDateTime, nowUnix } from '../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import type { OrderCommunication } from '../../../../../shared/schemas/orders/orderParts';
import { deleteOrderCommunication, fetchOrderCommunications } from '../../../../api/orderPartsApi';
import type { ColumnDef } from '../../../../components/dataTable/tableTypes';
import { useAllowed } from '../../../../session/useSession';
import type { OrderSectionProps } from '../orderSectionProps';
import { ContactDialog } from './ContactDialog';
import { OrderPartsTable } from './OrderPartsTable';

/** The last contact's next date has passed: the order is on /contacts/expired. */
const isOverdue = (c: OrderCommunication) => c.isLast && c.nextContactDate !== null && c.nextContactDate < nowUnix();

const REMOVE = {
  name: 'orderCommunications.delete',
  run: (c: OrderCommunication) => deleteOrderCommunication(c.id),
};

/**
 * 'Коммуникации' of the order card: contacts with the client, the last one marked (and 'просрочен' when its next
 * date has passed). Dates read in the order's zone.
 */
export function CommunicationsSection({ order, readOnly }: OrderSectionProps) {
  const canInsert = useAllowed(WIDGET_KEYS.orderCommunications, ['permissionInsert']);
  const canDelete = useAllowed(WIDGET_KEYS.orderCommunications, ['permissionDelete']);
  const removable = useCallback(() => canDelete, [canDelete]);
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
    ],
    [order.timezone],
  );
  return (
    <OrderPartsTable
      orderId={order.id}
      readOnly={readOnly}
      title="Коммуникации"
      tableKey="order.communications"
      columns={columns}
      load={fetchOrderCommunications}
      canInsert={canInsert}
      addLabel="Добавить контакт"
      addDialog={(dialog) => <ContactDialog {...dialog} />}
      addedToast="Контакт добавлен"
      removable={removable}
      remove={REMOVE}
      actionsWidth={130}
    />
  );
}
