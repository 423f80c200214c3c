import { useRef } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

interface Props {
  open: boolean;
  name: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Удалить' on the card asks first; the safe answer has the focus. */
export function DeleteClientDialog({ open, name, deleting, onCancel, onConfirm }: Props) {
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
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Удалить клиента?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              Клиент «{name}» пропадёт из поиска. Его заявки, бонусы и автомобили останутся в истории.
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
