import { Badge, Table, Text } from '@chakra-ui/react';
import type { QrCodeBatch } from '../../../shared/schemas/qrcodes';
import { fetchQrCodeBatch } from '../../api/qrcodes/qrCodesApi';
import { ViewDialogFrame } from '../../components/dialogs/ViewDialogFrame';
import { LoadState } from '../../components/LoadState';
import { useRemoteData } from '../../hooks/useRemoteData';

interface Props {
  batch: QrCodeBatch;
  onClose: () => void;
}

/** 'Коды': the batch's codes in the order they were made, a used one with the order of the tyre that carries it. */
export function QrCodeBatchCodesDialog({ batch, onClose }: Props) {
  const detail = useRemoteData('qrcodes.batch', fetchQrCodeBatch, batch.id);
  const codes = detail.data?.codes ?? [];
  return (
    <ViewDialogFrame title={`Коды партии № ${batch.id}`} size="md" testId="qr-codes-dialog" onClose={onClose}>
      <Text mb="3" color="fg.muted">
        {[batch.partnerName, batch.officeName].filter(Boolean).join(', ')} · использовано{' '}
        {detail.data?.usedCount ?? batch.usedCount} из {batch.count}
      </Text>
      <LoadState
        loading={detail.loading && !detail.data}
        error={detail.failed ? detail.error : null}
        empty={Boolean(detail.data) && codes.length === 0}
        onRetry={detail.reload}
      >
        <Table.Root size="sm" variant="outline" aria-label="Коды партии">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Код</Table.ColumnHeader>
              <Table.ColumnHeader>Использован</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {codes.map((c) => (
              <Table.Row key={c.id} data-testid="qr-code-row">
                <Table.Cell fontFamily="mono">{c.code}</Table.Cell>
                <Table.Cell>
                  {c.used ? (
                    <Badge colorPalette="green">Да, заявка № {c.orderId}</Badge>
                  ) : (
                    <Text color="fg.muted">Нет</Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LoadState>
    </ViewDialogFrame>
  );
}
