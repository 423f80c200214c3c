import { Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../../shared/format';
import type { BonusHistoryRow } from '../../../../shared/schemas/clients/clientExtras';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';

const amount = (value: number, sign: '+' | '−', color: string) =>
  value > 0 ? (
    <Text as="span" color={color} fontWeight="medium">
      {sign}
      {value}
    </Text>
  ) : null;

/** A bonus history row, as the 'Бонусы' tab shows it. */
export const BONUS_HISTORY_COLUMNS: ColumnDef<BonusHistoryRow>[] = [
  {
    id: 'createdDate',
    header: 'Дата',
    value: (r) => r.createdDate,
    cell: (r) => formatDateTime(r.createdDate),
    width: 170,
  },
  { id: 'operationTypeRefValueName', header: 'Операция', value: (r) => r.operationTypeRefValueName, width: 160 },
  {
    id: 'bonusReceived',
    header: 'Начислено',
    value: (r) => r.bonusReceived,
    cell: (r) => amount(r.bonusReceived, '+', 'green.700'),
    width: 150,
  },
  {
    id: 'bonusSpent',
    header: 'Списано',
    value: (r) => r.bonusSpent,
    cell: (r) => amount(r.bonusSpent, '−', 'red.700'),
    width: 150,
  },
  { id: 'comment', header: 'Комментарий', value: (r) => r.comment, width: 260 },
  { id: 'orderNumber', header: 'Заявка', value: (r) => r.orderNumber, width: 150 },
  { id: 'invoiceNumber', header: 'Счёт', value: (r) => r.invoiceNumber, width: 160 },
  {
    id: 'paymentDate',
    header: 'Дата оплаты',
    value: (r) => r.paymentDate,
    cell: (r) => formatDateTime(r.paymentDate),
    width: 170,
  },
  { id: 'serviceName', header: 'Услуга', value: (r) => r.serviceName },
  { id: 'partnerName', header: 'Партнёр', value: (r) => r.partnerName },
  { id: 'partnerLegalName', header: 'Юр. лицо партнёра', value: (r) => r.partnerLegalName },
  { id: 'createdByUserName', header: 'Кто провёл', value: (r) => r.createdByUserName, width: 220 },
];
