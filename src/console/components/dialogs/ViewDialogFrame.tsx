import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogRoot } from '../focus/DialogRoot';

interface Props {
  title: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of a dialog with no form of its own (a list to look at, sections that each save their own changes):
 * the title, the body scrolling inside, 'Закрыть' and the X. Escape and a click outside close it too.
 */
export function ViewDialogFrame({ title, size = 'lg', testId, onClose, children }: Props) {
  return (
    <DialogRoot open size={size} scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Закрыть
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
