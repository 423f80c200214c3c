import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ColumnDef } from './dataTable/tableTypes';

/** A button inside a table row: it acts by itself and never opens the row. */
export function RowButton({
  onClick,
  palette = 'blue',
  children,
}: {
  onClick: () => void;
  palette?: 'blue' | 'red';
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={palette}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {children}
    </Button>
  );
}

/** A soft-deleted row's action: «Удалить» while it lives, «Восстановить» once deleted, each only when allowed. */
export function DeleteRestoreButton({
  deleted,
  canDelete,
  canRestore,
  onDelete,
  onRestore,
}: {
  deleted: boolean;
  canDelete: boolean;
  canRestore: boolean;
  onDelete: () => void;
  onRestore: () => void;
}) {
  if (deleted) return canRestore ? <RowButton onClick={onRestore}>Восстановить</RowButton> : null;
  return canDelete ? (
    <RowButton palette="red" onClick={onDelete}>
      Удалить
    </RowButton>
  ) : null;
}

/** The «Действия» column of a soft-deleted list: its row's delete-or-restore button. */
export function deleteRestoreColumn<Row extends { deletedDate: number | null }>({
  canDelete,
  canRestore,
  onDelete,
  onRestore,
  width = 160,
}: {
  canDelete: boolean;
  canRestore: boolean;
  onDelete: (row: Row) => void;
  onRestore: (row: Row) => void;
  width?: number;
}): ColumnDef<Row> {
  return {
    id: 'actions',
    header: 'Действия',
    sortable: false,
    width,
    value: () => null,
    cell: (row) => (
      <DeleteRestoreButton
        deleted={row.deletedDate !== null}
        canDelete={canDelete}
        canRestore={canRestore}
        onDelete={() => onDelete(row)}
        onRestore={() => onRestore(row)}
      />
    ),
  };
}
