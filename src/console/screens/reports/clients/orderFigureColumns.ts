import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import type { TotalKind } from '../kit/ReportTotals';
import { moneyColumn, numberColumn } from '../kit/reportColumns';

// The figures the clients' and the operators' reports give for a group of orders (a client, a day, an operator): each
// order counted once as paid, promo or unpaid, the money paid and the average cost of a paid order.

/** The figures' columns, for the rows of any of those reports. */
export function figureColumns<R>(): ColumnDef<R>[] {
  return [
    numberColumn<R>('totalOrders', 'Всего заявок'),
    numberColumn<R>('paidOrdersCount', 'Оплаченных'),
    numberColumn<R>('promoOrdersCount', 'По промоакции'),
    numberColumn<R>('unpaidOrders', 'Неоплаченных'),
    moneyColumn<R>('paidOrdersSum', 'Сумма оплат'),
    moneyColumn<R>('averageCost', 'Средний чек'),
  ];
}

export const FIGURE_TOTALS: Record<string, TotalKind> = {
  totalOrders: 'number',
  paidOrdersCount: 'number',
  promoOrdersCount: 'number',
  unpaidOrders: 'number',
  paidOrdersSum: 'money',
  averageCost: 'money',
};
