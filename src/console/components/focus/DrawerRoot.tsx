import { Drawer } from '@chakra-ui/react';
import { useDialogFocus } from './useDialogFocus';

/** Chakra's Drawer.Root with the focus kept inside while open and given back on closing (see DialogRoot). */
export function DrawerRoot(props: Drawer.RootProps) {
  const focus = useDialogFocus(props.open ?? props.defaultOpen ?? false, props.initialFocusEl);
  return <Drawer.Root {...focus} {...props} ids={{ ...focus.ids, ...props.ids }} />;
}
