import { formatDateTime, formatMoney } from '../../../shared/format';
import type { ActListItem } from '../../api/reconciliationApi';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { ActStateBadge } from './ActStateBadge';

/** The acts list: only the date sorts, as the find call orders by it. */
export const ACT_LIST_COLUMNS: ColumnDef<ActListItem>[] = [
  { id: 'id', header: '№ акта', value: (a) => a.id, sortable: false, width: 90 },
  { id: 'createdDate', header: 'Дата', value: (a) => formatDateTime(a.createdDate), width: 140 },
  { id: 'partnerName', header: 'Партнёр', value: (a) => a.partnerName, sortable: false, width: 200 },
  {
    id: 'state',
    header: 'Состояние',
    value: (a) => a.stateName,
    cell: (a) => <ActStateBadge state={a.state} name={a.stateName} />,
    sortable: false,
    width: 150,
  },
  { id: 'invoiceCount', header: 'Счетов', value: (a) => a.invoiceIds.length, sortable: false, width: 90 },
  { id: 'totalAmount', header: 'Сумма', value: (a) => formatMoney(a.totalAmount), sortable: false, width: 130 },
  { id: 'feeAmount', header: 'Комиссия', value: (a) => formatMoney(a.feeAmount), sortable: false, width: 130 },
  { id: 'payoutAmount', header: 'К выплате', value: (a) => formatMoney(a.payoutAmount), sortable: false, width: 130 },
];
