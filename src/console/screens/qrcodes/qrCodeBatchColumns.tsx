import { Flex } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/format';
import type { QrCodeBatch } from '../../../shared/schemas/qrcodes';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { RowButton } from '../../components/RowButton';

export interface BatchActions {
  print: (batch: QrCodeBatch) => void;
  codes: (batch: QrCodeBatch) => void;
  /** Absent without the delete right. */
  remove?: (batch: QrCodeBatch) => void;
  /** The batch whose sheet is being made: its 'Печать' waits. */
  printingId: number | null;
}

/** The /qrcodes table: newest first; only the date and the number sort (the index the server walks). */
export function qrCodeBatchColumns(actions: BatchActions): ColumnDef<QrCodeBatch>[] {
  return [
    { id: 'id', header: '№ партии', value: (b) => b.id, primary: true, width: 110 },
    { id: 'createdAt', header: 'Создана', value: (b) => formatDateTime(b.createdAt), width: 150 },
    { id: 'partnerName', header: 'Партнёр', value: (b) => b.partnerName, sortable: false, width: 200 },
    { id: 'officeName', header: 'Офис', value: (b) => b.officeName ?? '—', sortable: false, width: 180 },
    { id: 'count', header: 'Кодов', value: (b) => b.count, sortable: false, width: 90 },
    { id: 'usedCount', header: 'Использовано', value: (b) => b.usedCount, sortable: false, width: 130 },
    { id: 'comment', header: 'Комментарий', value: (b) => b.comment, sortable: false, width: 200, hidden: true },
    { id: 'createdByName', header: 'Создал', value: (b) => b.createdByName, sortable: false, width: 170, hidden: true },
    {
      id: 'actions',
      header: 'Действия',
      value: () => null,
      sortable: false,
      width: 250,
      cell: (b) => (
        <Flex gap="1" wrap="wrap">
          <RowButton onClick={() => actions.print(b)}>{actions.printingId === b.id ? 'Печать…' : 'Печать'}</RowButton>
          <RowButton onClick={() => actions.codes(b)}>Коды</RowButton>
          {actions.remove && b.usedCount === 0 && (
            <RowButton palette="red" onClick={() => actions.remove?.(b)}>
              Удалить
            </RowButton>
          )}
        </Flex>
      ),
    },
  ];
}
