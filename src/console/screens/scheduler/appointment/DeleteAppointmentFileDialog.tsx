import { useEffect, useRef } from 'react';
import { Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../machines/submissionMachine';
import type { AppointmentFile } from '../../../../shared/schemas/schedulerAppointments';
import { deleteAppointmentFile } from '../../../api/schedulerApi';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { inspect } from '../../../debug/inspector';

interface Props {
  file: AppointmentFile;
  onDeleted: () => void;
  onCancel: () => void;
}

/** 'Удалить файл?': mounted while asked; the call runs through submissionMachine and a refusal stays in the dialog. */
export function DeleteAppointmentFileDialog({ file, onDeleted, onCancel }: Props) {
  const done = useRef(onDeleted);
  done.current = onDeleted;
  const actor = useActorRef(
    submissionMachine.provide({ actors: { submit: fromPromise<unknown, { values: unknown }>(() => deleteAppointmentFile(file.id)) } }),
    { inspect, systemId: 'appointment.fileDelete' },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const finished = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (finished) done.current();
  }, [finished]);
  return (
    <ConfirmDialog
      title="Удалить файл?"
      confirmLabel="Удалить"
      confirmPalette="red"
      busy={busy}
      error={error}
      testId="appointment-file-delete"
      onCancel={onCancel}
      onConfirm={() => actor.send({ type: 'form.submit', values: null })}
    >
      <Text>Файл «{file.fileName}» будет удалён из записи.</Text>
    </ConfirmDialog>
  );
}
