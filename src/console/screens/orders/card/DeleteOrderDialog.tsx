import { useRef } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { PanelError } from '../../../components/ErrorPanel';

interface Props {
  open: boolean;
  number: string;
  deleting: boolean;
  error: PanelError | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Удалить' asks first; the safe answer has the focus. */
export function DeleteOrderDialog({ open, number, deleting, error, onCancel, onConfirm }: Props) {
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
          <Dialog.Content data-testid="order-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>Удалить заявку № {number}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Заявка пропадёт из списков.</Text>
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
