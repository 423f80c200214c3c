import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import type { TotalKind } from '../kit/ReportTotals';
import { moneyColumn, numberColumn } from '../kit/reportColumns';

// The figures the clients' and the operators' reports give for a group of orders (a client, a day, an operator): each
// order counted once as paid, promo or unpaid, the money paid and the average cost of a paid order.

/** The figures' columns, for the rows of any of those reports; `hidden` ones wait in «Колонки» (a wide report). */
export function figureColumns<R>(hidden: string[] = []): ColumnDef<R>[] {
  const columns: ColumnDef<R>[] = [
    numberColumn<R>('totalOrders', 'Всего заявок'),
    numberColumn<R>('paidOrdersCount', 'Оплаченных'),
    numberColumn<R>('promoOrdersCount', 'По промоакции'),
    numberColumn<R>('unpaidOrders', 'Неоплаченных'),
    moneyColumn<R>('paidOrdersSum', 'Сумма оплат'),
    moneyColumn<R>('averageCost', 'Средний чек'),
  ];
  return columns.map((c) => (hidden.includes(c.id) ? { ...c, hidden: true } : c));
}

export const FIGURE_TOTALS: Record<string, TotalKind> = {
  totalOrders: 'number',
  paidOrdersCount: 'number',
  promoOrdersCount: 'number',
  unpaidOrders: 'number',
  paidOrdersSum: 'money',
  averageCost: 'money',
};
