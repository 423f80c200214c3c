import { useCallback } from 'react';
import { formatDateTime } from '../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import type { OrderComment } from '../../../../../shared/schemas/orders/orderParts';
import { deleteOrderComment, fetchOrderComments } from '../../../../api/orderPartsApi';
import type { ColumnDef } from '../../../../components/dataTable/tableTypes';
import { useAllowed, useProfile } from '../../../../session/useSession';
import type { OrderSectionProps } from '../orderSectionProps';
import { CommentDialog } from './CommentDialog';
import { OrderPartsTable } from './OrderPartsTable';

/** Who the comment is for: the type, and the division or the user it names. */
const recipientOf = (c: OrderComment) =>
  [c.recipientTypeRefValueName, c.divisionName ?? c.recipientUserFio].filter(Boolean).join(': ');

const COLUMNS: ColumnDef<OrderComment>[] = [
  {
    id: 'createdDate',
    header: 'Дата',
    value: (c) => c.createdDate,
    cell: (c) => formatDateTime(c.createdDate),
    width: 160,
  },
  { id: 'userFio', header: 'Автор', value: (c) => c.userFio, width: 220 },
  { id: 'recipient', header: 'Получатель', value: recipientOf, width: 240 },
  { id: 'comment', header: 'Комментарий', value: (c) => c.comment, width: 420 },
];

const REMOVE = { name: 'orderComments.delete', run: (c: OrderComment) => deleteOrderComment(c.id) };

/** 'Комментарии' of the order card: a comment is removed by its author, or by anyone with the right to delete. */
export function CommentsSection({ order, readOnly }: OrderSectionProps) {
  const canInsert = useAllowed(WIDGET_KEYS.orderComments, ['permissionInsert']);
  const canDeleteAny = useAllowed(WIDGET_KEYS.orderComments, ['permissionDelete']);
  const me = useProfile()?.customerId ?? null;
  const removable = useCallback((c: OrderComment) => canDeleteAny || c.userId === me, [canDeleteAny, me]);
  return (
    <OrderPartsTable
      orderId={order.id}
      readOnly={readOnly}
      title="Комментарии"
      tableKey="order.comments"
      columns={COLUMNS}
      load={fetchOrderComments}
      canInsert={canInsert}
      addLabel="Добавить комментарий"
      addDialog={(dialog) => <CommentDialog {...dialog} />}
      addedToast="Комментарий добавлен"
      removable={removable}
      remove={REMOVE}
      actionsWidth={150}
    />
  );
}
