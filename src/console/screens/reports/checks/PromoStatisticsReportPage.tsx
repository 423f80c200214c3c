import { toRuDate } from '../../../../shared/format';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, dayColumn, moneyColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Статистика промоакций»: the uses of promos on invoices per day; a day opens its uses.

interface PromoDay {
  day: string;
  dayStart: number;
  usesCount: number;
  discountSum: number;
  invoiceSum: number;
}

interface PromoUse {
  id: number;
}

const columns: ColumnDef<PromoDay>[] = [
  dayColumn('day', 'День', { primary: true }),
  numberColumn('usesCount', 'Использований'),
  moneyColumn('discountSum', 'Сумма скидок'),
  moneyColumn('invoiceSum', 'Сумма счетов'),
];

const useColumns: ColumnDef<PromoUse>[] = [
  dateTimeColumn('usageDate', 'Дата использования', { primary: true }),
  textColumn('promoName', 'Промоакция'),
  textColumn('clientFio', 'Клиент'),
  textColumn('orderNumber', 'Заявка', { nowrap: true }),
  textColumn('invoiceNumber', 'Счёт', { nowrap: true }),
  moneyColumn('invoiceAmount', 'Сумма счёта'),
  moneyColumn('promoDiscount', 'Скидка по промоакции'),
  textColumn('partnerName', 'Партнёр'),
  textColumn('userFio', 'Применил', { hidden: true }),
];

export default function PromoStatisticsReportPage({ title }: { title: string }) {
  return (
    <ReportPage<PromoDay, PromoUse>
      title={title}
      reportKey="promoStatistics"
      path="/reports/promo/check/date_range"
      filters={['period', 'partner', 'office', 'service']}
      columns={columns}
      totals={{ usesCount: 'number', discountSum: 'money', invoiceSum: 'money' }}
      chart={{
        kind: 'bar',
        x: 'day',
        xKind: 'day',
        series: [{ key: 'discountSum', label: 'Сумма скидок', color: 'purple.solid' }],
      }}
      defaults={{ sortField: 'day', sortOrder: 'DESC' }}
      rowKey={(r) => r.day}
      detail={{
        path: '/reports/promo/check/date',
        title: (row) => `Использования промоакций за ${toRuDate(row.day)}`,
        columns: useColumns,
        rowKey: (r) => r.id,
        request: (row) => ({ date: row.dayStart }),
        defaults: { sortField: 'usageDate', sortOrder: 'DESC' },
        totals: { invoiceAmount: 'money', promoDiscount: 'money' },
      }}
    />
  );
}
