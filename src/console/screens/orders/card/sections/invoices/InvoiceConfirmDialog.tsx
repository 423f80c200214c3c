import { useRef, type ReactNode } from 'react';
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ActionError } from '../../../../../../../machines/invoicePanelMachine';
import { ErrorPanel } from '../../../../../components/ErrorPanel';

interface Props {
  title: string;
  /** What the action does, in the user's words. */
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: ActionError | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An action without fields asks first: an alert dialog whose safe answer has the focus; it stays while the call runs. */
export function InvoiceConfirmDialog({ title, children, confirmLabel, busy, error, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      size="sm"
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
          <Dialog.Content data-testid="invoice-confirm" aria-busy={busy}>
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
              <Button colorPalette="blue" onClick={onConfirm} loading={busy} loadingText={confirmLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
