import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { DialogRoot } from '../focus/DialogRoot';
import { RequiredNote } from '../RequiredNote';

interface Props {
  title: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Sending: the dialog cannot be closed and 'Отмена' is disabled. */
  busy: boolean;
  testId: string;
  /** conform's getFormProps(form). */
  formProps: ComponentProps<'form'>;
  /** Asked to close ('Отмена', the X, Escape, a click outside): the caller's unsaved-changes guard decides. */
  onRequestClose: () => void;
  /** The fields; the required-fields note follows them. */
  children: ReactNode;
  /** The buttons after 'Отмена'. */
  actions: ReactNode;
  /** A dialog without marked fields (a pick list) leaves out the required-fields note. */
  requiredNote?: boolean;
}

/** The frame every form dialog shares: title, fields, the required note, 'Отмена' and the caller's buttons. */
export function FormDialogFrame({
  title,
  size = 'md',
  busy,
  testId,
  formProps,
  onRequestClose,
  children,
  actions,
  requiredNote = true,
}: Props) {
  return (
    <DialogRoot
      open
      size={size}
      scrollBehavior="inside"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(e) => {
        if (!e.open && !busy) onRequestClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} aria-busy={busy}>
            <form {...formProps} style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {requiredNote && <RequiredNote />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => !busy && onRequestClose()} disabled={busy}>
                  Отмена
                </Button>
                {actions}
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
