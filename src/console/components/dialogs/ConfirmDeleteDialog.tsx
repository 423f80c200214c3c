import type { ReactNode } from 'react';
import type { PanelError } from '../ErrorPanel';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  open: boolean;
  title: string;
  /** What deleting means for the user. */
  children: ReactNode;
  deleting: boolean;
  error?: PanelError | null;
  testId?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Удалить' asks first: the kit's confirmation with a red 'Удалить'; it cannot be closed while deleting. */
export function ConfirmDeleteDialog({ open, title, children, deleting, error, testId, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel="Удалить"
      confirmPalette="red"
      busy={deleting}
      error={error}
      testId={testId}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}
