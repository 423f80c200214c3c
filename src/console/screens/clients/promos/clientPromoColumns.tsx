import { Badge } from '@chakra-ui/react';
import { formatDateTime, formatMoney, unixToRuDate } from '../../../../shared/format';
import type { ClientPromo } from '../../../../shared/schemas/clients/clientExtras';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';

/** A client promotion's activity: 'неактивный' when deleted. */
export const activityLabel = (row: ClientPromo) => (row.deletedDate ? 'неактивный' : 'активный');

const COLUMNS: Record<string, ColumnDef<ClientPromo>> = {
  name: { id: 'name', header: 'Промоакция', value: (r) => r.promo.name, width: 280 },
  startDate: {
    id: 'startDate',
    header: 'Начало',
    value: (r) => r.promo.startDate,
    cell: (r) => unixToRuDate(r.promo.startDate),
    width: 150,
  },
  endDate: {
    id: 'endDate',
    header: 'Окончание',
    value: (r) => r.promo.endDate,
    cell: (r) => unixToRuDate(r.promo.endDate),
    width: 150,
  },
  maxNumberOfUses: {
    id: 'maxNumberOfUses',
    header: 'Макс. использований',
    value: (r) => r.promo.maxNumberOfUses,
    width: 170,
  },
  discount: {
    id: 'discount',
    header: 'Скидка, ₽',
    value: (r) => r.promo.discount,
    cell: (r) => formatMoney(r.promo.discount),
    width: 150,
  },
  discountPercent: {
    id: 'discountPercent',
    header: 'Скидка, %',
    value: (r) => r.promo.discountPercent,
    cell: (r) => (r.promo.discountPercent === null ? '' : `${r.promo.discountPercent} %`),
    width: 150,
  },
  comment: { id: 'comment', header: 'Комментарий', value: (r) => r.comment, width: 240 },
  usedCount: { id: 'usedCount', header: 'Использовано', value: (r) => r.usedCount, width: 150 },
  activity: {
    id: 'activity',
    header: 'Активность',
    value: activityLabel,
    cell: (r) => <Badge colorPalette={r.deletedDate ? 'gray' : 'green'}>{activityLabel(r)}</Badge>,
    width: 150,
  },
  sourceProjectName: { id: 'sourceProjectName', header: 'Проект-источник', value: (r) => r.sourceProjectName },
  createdByUserName: { id: 'createdByUserName', header: 'Кто выдал', value: (r) => r.createdByUserName, width: 220 },
  createdDate: {
    id: 'createdDate',
    header: 'Дата выдачи',
    value: (r) => r.createdDate,
    cell: (r) => formatDateTime(r.createdDate),
    width: 170,
  },
};

/** Every column of the client promotions list, in its order. */
export const CLIENT_PROMO_COLUMNS: ColumnDef<ClientPromo>[] = Object.values(COLUMNS);
/** The short mode: what the promotion is, how much is used, whether it is active. */
export const CLIENT_PROMO_SHORT_COLUMNS: ColumnDef<ClientPromo>[] = [
  COLUMNS.name,
  COLUMNS.endDate,
  COLUMNS.usedCount,
  COLUMNS.maxNumberOfUses,
  COLUMNS.activity,
];
