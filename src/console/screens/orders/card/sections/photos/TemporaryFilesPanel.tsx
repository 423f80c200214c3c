import { Flex, Heading, Stack, Table } from '@chakra-ui/react';
import { formatDateTime } from '../../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../../shared/operationKeys';
import type { OrderFile } from '../../../../../../shared/schemas/orders/orderFiles';
import {
  deleteTemporaryFile,
  downloadTemporaryZip,
  fetchFileBlob,
  fetchTemporaryFiles,
  uploadTemporaryFile,
} from '../../../../../api/orderFilesApi';
import { FileUploadButton } from '../../../../../components/FileUploadButton';
import { LoadState } from '../../../../../components/LoadState';
import { saveBlob } from '../../../../../components/saveBlob';
import { useRemoteData } from '../../../../../hooks/useRemoteData';
import { useAllowed } from '../../../../../session/useSession';
import { notify } from '../../../../../toasts/toaster';
import { CallButton } from '../CallButton';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} КБ` : `${(bytes / 1024 / 1024).toFixed(1)} МБ`;

/**
 * 'Временные файлы' (/orders/{id}/temporaryFiles and its createZip): any file up to 10 MB, each downloadable and
 * removable, and 'Скачать архив' of them all as Заявка_<номер>.zip.
 */
export function TemporaryFilesPanel({
  orderId,
  orderNumber,
  readOnly,
}: {
  orderId: number;
  orderNumber: string;
  readOnly: boolean;
}) {
  const canInsert = useAllowed(WIDGET_KEYS.orderPhotos, ['permissionInsert']);
  const canDelete = useAllowed(WIDGET_KEYS.orderPhotos, ['permissionDelete']);
  const files = useRemoteData('orderPhotos.temporaryFiles', fetchTemporaryFiles, orderId);
  const rows: OrderFile[] = files.data ?? [];

  return (
    <Stack gap="2" data-testid="temporary-files">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="sm">
          Временные файлы
        </Heading>
        <Flex gap="2">
          {!readOnly && canInsert && (
            // 'Добавить файл': the chosen file goes at once; a refusal is a toast.
            <FileUploadButton
              label="Добавить файл"
              size="xs"
              upload={(file) => uploadTemporaryFile(orderId, file)}
              onUploaded={files.reload}
              onFailed={(error) => notify({ type: 'error', title: 'Возникла ошибка', description: error.message })}
              name="orderPhotos.temporaryUpload"
              inputTestId="temporary-input"
            />
          )}
          <CallButton
            label="Скачать архив"
            name="orderPhotos.zip"
            disabled={rows.length === 0}
            run={async () => saveBlob(await downloadTemporaryZip(orderId), `Заявка_${orderNumber}.zip`)}
          />
        </Flex>
      </Flex>
      <LoadState
        loading={files.loading && !files.data}
        error={files.failed ? files.error : null}
        empty={rows.length === 0}
        onRetry={files.reload}
      >
        <Table.Root size="sm" aria-label="Временные файлы">
          <Table.Body>
            {rows.map((file) => (
              <Table.Row key={file.id} data-testid="temporary-row">
                <Table.Cell>{file.fileName}</Table.Cell>
                <Table.Cell>{sizeText(file.size)}</Table.Cell>
                <Table.Cell>{formatDateTime(file.createdDate)}</Table.Cell>
                <Table.Cell>{file.userFio ?? ''}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" justify="flex-end">
                    <CallButton
                      label="Скачать"
                      name="orderPhotos.temporaryDownload"
                      run={async () => saveBlob(await fetchFileBlob(file.url), file.fileName)}
                    />
                    {!readOnly && canDelete && (
                      <CallButton
                        label="Удалить"
                        colorPalette="red"
                        name="orderPhotos.temporaryDelete"
                        run={() => deleteTemporaryFile(file.id)}
                        onDone={files.reload}
                      />
                    )}
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LoadState>
    </Stack>
  );
}
