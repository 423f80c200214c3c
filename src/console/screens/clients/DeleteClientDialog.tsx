import { ConfirmDeleteDialog } from '../../components/dialogs/ConfirmDeleteDialog';

interface Props {
  open: boolean;
  name: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Удалить' on the client card asks first. */
export function DeleteClientDialog({ name, ...props }: Props) {
  return (
    <ConfirmDeleteDialog title="Удалить клиента?" {...props}>
      Клиент «{name}» пропадёт из поиска. Его заявки, бонусы и автомобили останутся в истории.
    </ConfirmDeleteDialog>
  );
}
