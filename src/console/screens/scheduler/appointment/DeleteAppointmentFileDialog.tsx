import { Text } from '@chakra-ui/react';
import type { AppointmentFile } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { deleteAppointmentFile } from '../../../api/schedulerApi';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';

interface Props {
  file: AppointmentFile;
  onDeleted: () => void;
  onCancel: () => void;
}

/** 'Удалить файл?': mounted while asked; the kit's confirmation makes the call and a refusal stays in the dialog. */
export function DeleteAppointmentFileDialog({ file, onDeleted, onCancel }: Props) {
  return (
    <ConfirmCallDialog
      title="Удалить файл?"
      confirmLabel="Удалить"
      confirmPalette="red"
      testId="appointment-file-delete"
      name="appointment.fileDelete"
      call={() => deleteAppointmentFile(file.id)}
      onCancel={onCancel}
      onDone={onDeleted}
    >
      <Text>Файл «{file.fileName}» будет удалён из записи.</Text>
    </ConfirmCallDialog>
  );
}
