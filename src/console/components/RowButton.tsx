import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
