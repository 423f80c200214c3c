import { Button } from '@chakra-ui/react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { DataTablePage } from '../../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../../components/dataTable/tableTypes';
import { notify } from '../../../../toasts/toaster';
import { CallButton } from './CallButton';

export interface AddDialogProps {
  orderId: number;
  onClose: () => void;
  onSaved: () => void;
}

interface Props<T extends { id: number }> {
  orderId: number;
  readOnly: boolean;
  title: string;
  tableKey: string;
  /** The part's own columns; the delete button's column is added after them. Keep the array's identity stable. */
  columns: ColumnDef<T>[];
  load: (orderId: number) => Promise<T[]>;
  canInsert: boolean;
  addLabel: string;
  /** The add form, shown while adding; it calls onSaved once the server took the new row. */
  addDialog: (props: AddDialogProps) => ReactNode;
  addedToast: string;
  /** Whether the user may delete this row (a read-only order never may). Keep the function's identity stable. */
  removable: (row: T) => boolean;
  /** The delete call and its name in the debug panel. */
  remove: { name: string; run: (row: T) => Promise<unknown> };
  actionsWidth: number;
}

/**
 * A list of an order's parts on the card (comments, contacts with the client), newest first: adding is allowed on a
 * held or archived order too (the server takes it); removing is a change, so a read-only card offers none.
 */
export function OrderPartsTable<T extends { id: number }>(props: Props<T>) {
  const { orderId, readOnly, columns, removable, remove, actionsWidth } = props;
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const withActions = useMemo<ColumnDef<T>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: '',
        value: () => '',
        sortable: false,
        width: actionsWidth,
        cell: (row) =>
          !readOnly && removable(row) ? (
            <CallButton
              label="Удалить"
              colorPalette="red"
              name={remove.name}
              run={() => remove.run(row)}
              onDone={reload}
            />
          ) : null,
      },
    ],
    [columns, readOnly, removable, remove, actionsWidth, reload],
  );

  return (
    <>
      <DataTablePage
        embedded
        title={props.title}
        tableKey={props.tableKey}
        mode="local"
        columns={withActions}
        load={async () => {
          const rows = await props.load(orderId);
          return { rows, total: rows.length };
        }}
        rowKey={(row) => row.id}
        defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
        reloadKey={`${orderId}:${version}`}
        actions={
          props.canInsert && (
            <Button size="sm" onClick={() => setAdding(true)}>
              {props.addLabel}
            </Button>
          )
        }
      />
      {adding &&
        props.addDialog({
          orderId,
          onClose: () => setAdding(false),
          onSaved: () => {
            notify({ type: 'success', title: props.addedToast });
            reload();
          },
        })}
    </>
  );
}
