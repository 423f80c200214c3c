import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import type { OrderComment } from '../../../../../shared/schemas/orders/orderParts';
import { deleteOrderComment, fetchOrderComments } from '../../../../api/orderPartsApi';
import { DataTablePage } from '../../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../../components/dataTable/tableTypes';
import { useAllowed, useProfile } from '../../../../session/useSession';
import { notify } from '../../../../toasts/toaster';
import type { OrderSectionProps } from '../orderSectionProps';
import { CallButton } from './CallButton';
import { CommentDialog } from './CommentDialog';

/** Who the comment is for: the type, and the division or the user it names. */
const recipientOf = (c: OrderComment) =>
  [c.recipientTypeRefValueName, c.divisionName ?? c.recipientUserFio].filter(Boolean).join(': ');

const BASE_COLUMNS: ColumnDef<OrderComment>[] = [
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

/**
 * 'Комментарии' of the order card (seed 001 sections 3 and 5), newest first. Adding is allowed on a held or archived
 * order too (the server takes it); removing is a change: its author's, or anyone's with the right to delete.
 */
export function CommentsSection({ order, readOnly }: OrderSectionProps) {
  const canInsert = useAllowed(WIDGET_KEYS.orderComments, ['permissionInsert']);
  const canDeleteAny = useAllowed(WIDGET_KEYS.orderComments, ['permissionDelete']);
  const me = useProfile()?.customerId ?? null;
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);

  const columns = useMemo<ColumnDef<OrderComment>[]>(
    () => [
      ...BASE_COLUMNS,
      {
        id: 'actions',
        header: '',
        value: () => '',
        sortable: false,
        width: 150,
        cell: (c) =>
          !readOnly && (canDeleteAny || c.userId === me) ? (
            <CallButton
              label="Удалить"
              colorPalette="red"
              name="orderComments.delete"
              run={() => deleteOrderComment(c.id)}
              onDone={reload}
            />
          ) : null,
      },
    ],
    [readOnly, canDeleteAny, me],
  );

  return (
    <>
      <DataTablePage
        embedded
        title="Комментарии"
        tableKey="order.comments"
        mode="local"
        columns={columns}
        load={async () => {
          const rows = await fetchOrderComments(order.id);
          return { rows, total: rows.length };
        }}
        rowKey={(c) => c.id}
        defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
        reloadKey={`${order.id}:${version}`}
        actions={
          canInsert && (
            <Button size="sm" onClick={() => setAdding(true)}>
              Добавить комментарий
            </Button>
          )
        }
      />
      {adding && (
        <CommentDialog
          orderId={order.id}
          onClose={() => setAdding(false)}
          onSaved={() => {
            notify({ type: 'success', title: 'Комментарий добавлен' });
            reload();
          }}
        />
      )}
    </>
  );
}
