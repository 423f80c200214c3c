import { useRef, type ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { PanelError } from './ErrorPanel';

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

/** 'Удалить' asks first: an alert dialog whose safe answer has the focus; it cannot be closed while deleting. */
export function ConfirmDeleteDialog({ open, title, children, deleting, error, testId, onCancel, onConfirm }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size="sm"
      lazyMount
      unmountOnExit
      initialFocusEl={() => cancelRef.current}
      closeOnEscape={!deleting}
      closeOnInteractOutside={!deleting}
      onOpenChange={(e) => {
        if (!e.open && !deleting) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {children}
              {error && (
                <Text color="fg.error" mt="2" role="alert">
                  {error.message}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={deleting}>
                Отмена
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={deleting} loadingText="Удалить">
                Удалить
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
