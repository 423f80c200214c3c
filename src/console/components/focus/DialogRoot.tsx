import { Dialog } from '@chakra-ui/react';
import { useDialogFocus } from './useDialogFocus';

/**
 * Chakra's Dialog.Root that traps the focus and gives it back to the opener, even one that unmounted meanwhile
 * (useDialogFocus). Every dialog of the console uses this root; the props are Dialog.Root's.
 */
export function DialogRoot(props: Dialog.RootProps) {
  const focus = useDialogFocus(props.open ?? props.defaultOpen ?? false, props.initialFocusEl);
  return <Dialog.Root {...focus} {...props} ids={{ ...focus.ids, ...props.ids }} />;
}
