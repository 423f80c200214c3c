import { Button, Link, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { AppointmentFile } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { fetchFileBlob } from '../../../api/orderFilesApi';
import { fetchAppointmentFiles, uploadAppointmentFile } from '../../../api/schedulerApi';
import { FileUploadButton } from '../../../components/FileUploadButton';
import { LoadState } from '../../../components/LoadState';
import { saveBlob } from '../../../components/saveBlob';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { notify } from '../../../toasts/toaster';
import { DeleteAppointmentFileDialog } from './DeleteAppointmentFileDialog';

const FILE_MAX_BYTES = 10 * 1024 * 1024;
const FILE_TOO_BIG = 'Файл слишком большой (не более 10 МБ)';
const tooBig = (file: File) => (file.size > FILE_MAX_BYTES ? `${file.name}: ${FILE_TOO_BIG}` : null);

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.ceil(bytes / 1024))} КБ`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;

// The file's address needs the session's token, which a plain link does not send: the click fetches it instead.
const download = (file: AppointmentFile) =>
  fetchFileBlob(file.url)
    .then((blob) => saveBlob(blob, file.fileName))
    .catch((e: { message?: string }) =>
      notify({ type: 'error', title: 'Возникла ошибка', description: e?.message ?? 'Не удалось скачать файл' }),
    );

interface Props {
  appointmentId: number;
  timezone: string;
  /**
   * The appointment can still be changed ('appointment.addFile'): adding needs the update flag, removing the delete
   * flag.
   */
  canUpload: boolean;
  canRemove: boolean;
}

/** 'Файлы' (GET/POST /users/scheduler/{id}/files, DELETE .../files/{id}): name, size, when; download, add, remove. */
export function AppointmentFilesPanel({ appointmentId, timezone, canUpload, canRemove }: Props) {
  const files = useRemoteData('appointment.files', fetchAppointmentFiles, appointmentId);
  const [removing, setRemoving] = useState<AppointmentFile | null>(null);
  const rows = files.data ?? [];
  return (
    <Stack gap="3" data-testid="appointment-files">
      {canUpload && (
        // 'Добавить файл': any file up to 10 MB, checked before sending.
        <Stack gap="2" align="flex-start">
          <FileUploadButton
            label="Добавить файл"
            upload={(file) => uploadAppointmentFile(appointmentId, file)}
            check={tooBig}
            onUploaded={files.reload}
            name="appointment.fileUpload"
            inputTestId="appointment-file-input"
            errorTestId="appointment-file-error"
          />
        </Stack>
      )}
      <LoadState
        loading={files.loading && !files.data}
        error={files.failed ? files.error : null}
        empty={rows.length === 0}
        onRetry={files.reload}
      >
        <Table.Root size="sm" aria-label="Файлы записи">
          <Table.Body>
            {rows.map((file) => (
              <Table.Row key={file.id} data-testid="appointment-file">
                <Table.Cell>
                  <Link
                    href={file.url}
                    color="blue.700"
                    onClick={(e) => {
                      e.preventDefault();
                      void download(file);
                    }}
                  >
                    {file.fileName}
                  </Link>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{sizeText(file.size)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(file.createdDate, timezone)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {canRemove && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Удалить файл ${file.fileName}`}
                      onClick={() => setRemoving(file)}
                    >
                      Удалить
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LoadState>
      {removing && (
        <DeleteAppointmentFileDialog
          file={removing}
          onCancel={() => setRemoving(null)}
          onDeleted={() => {
            setRemoving(null);
            files.reload();
          }}
        />
      )}
    </Stack>
  );
}
