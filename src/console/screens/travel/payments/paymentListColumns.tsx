import { Link } from 'wouter';
import { formatMoney, unixToRuDate } from '../../../../shared/format';
import type { TravelPaymentListItem } from '../../../../shared/schemas/travel/travelPayments';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { PaymentStateBadge } from './PaymentDetails';
import { travelPaymentPath, travelPolicyPath } from './travelPaymentPaths';

// A link inside a row goes where it says and does not also open the row.
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** The payments list: number and paid date, amount sort on the server (TRAVEL_PAYMENT_SORT_FIELDS). */
export const PAYMENT_LIST_COLUMNS: ColumnDef<TravelPaymentListItem>[] = [
  {
    id: 'number',
    header: 'Номер',
    value: (p) => p.number,
    cell: (p) => (
      <Link href={travelPaymentPath(p.id)} onClick={stop}>
        {p.number}
      </Link>
    ),
    width: 120,
  },
  {
    id: 'policyNumber',
    header: 'Полис',
    value: (p) => p.policyNumber,
    cell: (p) => (
      <Link href={travelPolicyPath(p.policyId)} onClick={stop}>
        {p.policyNumber}
      </Link>
    ),
    sortable: false,
    width: 130,
  },
  { id: 'payerName', header: 'Плательщик', value: (p) => p.payerName, sortable: false, width: 200 },
  { id: 'amount', header: 'Сумма ₽', value: (p) => formatMoney(p.amount), width: 130 },
  { id: 'paymentTypeName', header: 'Способ', value: (p) => p.paymentTypeName, sortable: false, width: 150 },
  { id: 'cashName', header: 'Касса', value: (p) => p.cashName ?? '', sortable: false, width: 150 },
  { id: 'paidAt', header: 'Дата оплаты', value: (p) => unixToRuDate(p.paidAt), width: 120 },
  {
    id: 'state',
    header: 'Статус',
    value: (p) => p.state,
    cell: (p) => <PaymentStateBadge state={p.state} />,
    sortable: false,
    width: 150,
  },
  { id: 'invoice', header: 'Счёт', value: (p) => (p.invoice ? 'есть' : 'нет'), sortable: false, width: 90 },
];
