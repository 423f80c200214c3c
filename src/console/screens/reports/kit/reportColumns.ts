import { formatDateTime, formatMoney, toRuDate, unixToRuDate } from '../../../../shared/format';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';

// The columns of the report tables, by what they hold: the value the sort, the CSV and the cell read, formatted the
// way the console writes money (1 234,50 ₽), numbers (1 234) and dates (DD.MM.YYYY HH:mm) everywhere else.

type Row = Record<string, unknown>;
type Extra = Partial<Pick<ColumnDef<Row>, 'width' | 'hidden' | 'primary' | 'nowrap' | 'sortable'>>;

const num = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

const field = (row: Row, id: string) => row[id] as string | number | null | undefined;

export function textColumn<R = Row>(id: string, header: string, extra: Extra = {}): ColumnDef<R> {
  return { id, header, value: (r) => field(r as Row, id) ?? '', ...extra };
}

/** A yes/no field, written «Да» or «Нет» (an empty value is «Нет»). */
export function yesNoColumn<R = Row>(id: string, header: string, extra: Extra = {}): ColumnDef<R> {
  return { id, header, value: (r) => ((r as Row)[id] ? 'Да' : 'Нет'), width: 100, ...extra };
}

export function numberColumn<R = Row>(id: string, header: string, extra: Extra = {}): ColumnDef<R> {
  return {
    id,
    header,
    value: (r) => field(r as Row, id),
    cell: (r) => formatNumber(field(r as Row, id)),
    width: 120,
    ...extra,
  };
}

export function moneyColumn<R = Row>(id: string, header: string, extra: Extra = {}): ColumnDef<R> {
  return {
    id,
    header,
    value: (r) => field(r as Row, id),
    cell: (r) => formatMoney(toNumber(field(r as Row, id))),
    width: 140,
    ...extra,
  };
}

export function dateTimeColumn<R = Row>(id: string, header: string, extra: Extra = {}): ColumnDef<R> {
  return {
    id,
    header,
    value: (r) => field(r as Row, id),
    cell: (r) => formatDateTime(toNumber(field(r as Row, id))),
    width: 150,
    ...extra,
  };
}

export function dateColumn<R = Row>(id: string, header: string, extra: Extra = {}): ColumnDef<R> {
  return {
    id,
    header,
    value: (r) => field(r as Row, id),
    cell: (r) => unixToRuDate(toNumber(field(r as Row, id))),
    width: 120,
    ...extra,
  };
}

/** A calendar day the server gives as 'yyyy-MM-dd'. */
export function dayColumn<R = Row>(id: string, header: string, extra: Extra = {}): ColumnDef<R> {
  return {
    id,
    header,
    value: (r) => field(r as Row, id),
    cell: (r) => toRuDate(String(field(r as Row, id) ?? '')),
    width: 120,
    ...extra,
  };
}

const toNumber = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? null : Number(v);

export function formatNumber(v: string | number | null | undefined): string {
  const n = toNumber(v);
  return n === null || !Number.isFinite(n) ? '' : num.format(n);
}
