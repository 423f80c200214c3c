import { Text } from '@chakra-ui/react';
import { ConfirmDeleteDialog } from '../../../components/dialogs/ConfirmDeleteDialog';
import type { PanelError } from '../../../components/ErrorPanel';

interface Props {
  open: boolean;
  number: string;
  deleting: boolean;
  error: PanelError | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Удалить' on the order card asks first. */
export function DeleteOrderDialog({ number, ...props }: Props) {
  return (
    <ConfirmDeleteDialog title={`Удалить заявку № ${number}?`} testId="order-delete-dialog" {...props}>
      <Text>Заявка пропадёт из списков.</Text>
    </ConfirmDeleteDialog>
  );
}
