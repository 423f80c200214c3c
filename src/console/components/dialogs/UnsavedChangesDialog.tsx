import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { DialogRoot } from '../focus/DialogRoot';

interface Props {
  open: boolean;
  /** 'Нет. Отмена', Escape or a click beside the dialog: stay on the form. */
  onCancel: () => void;
  /** 'ДА. Потерять изменения': leave and drop the edits. */
  onConfirm: () => void;
}

/**
 * Leaving unsaved changes: 'Точно ?' with 'Нет. Отмена' and 'ДА. Потерять изменения'. An alert dialog:
 * focus is trapped inside and starts on the safe answer, Escape cancels.
 */
export function UnsavedChangesDialog({ open, onCancel, onConfirm }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogRoot
      open={open}
      role="alertdialog"
      size="sm"
      lazyMount
      unmountOnExit
      trapFocus
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="unsaved-changes-dialog">
            <Dialog.Header>
              <Dialog.Title>Точно ?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Изменения не сохранены и будут потеряны.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                Нет. Отмена
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                ДА. Потерять изменения
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
