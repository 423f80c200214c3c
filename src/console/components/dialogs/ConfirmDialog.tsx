import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { ErrorPanel, type PanelError } from '../ErrorPanel';
import { DialogRoot } from '../focus/DialogRoot';

export interface ConfirmDialogProps {
  open?: boolean;
  title: string;
  /** What the action means for the user, said before it happens. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone (delete, dropping a basket). */
  confirmPalette?: 'blue' | 'red';
  busy?: boolean;
  error?: PanelError | null;
  testId?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * An action asked first: an alert dialog whose safe answer ('Отмена') has the focus; it cannot be closed while the
 * call runs, and a refusal shows inside it.
 */
export function ConfirmDialog({
  open = true,
  title,
  children,
  confirmLabel,
  confirmPalette = 'blue',
  busy = false,
  error,
  testId,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogRoot
      open={open}
      role="alertdialog"
      size="sm"
      lazyMount
      unmountOnExit
      initialFocusEl={() => cancelRef.current}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(e) => {
        if (!e.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {children}
                {error && <ErrorPanel error={error} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                Отмена
              </Button>
              <Button colorPalette={confirmPalette} onClick={onConfirm} loading={busy} loadingText={confirmLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
