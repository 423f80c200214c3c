import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dayColumn, numberColumn } from '../kit/reportColumns';
import { FIGURE_TOTALS, figureColumns } from './orderFigureColumns';

// «Статистика мобильного приложения»: per day of the period, the clients who registered in the app and the orders
// made from it (paid, promo, unpaid, the money and the average cost), with the day's registrations and orders on the
// chart.

interface Row {
  day: string;
}

const columns: ColumnDef<Row>[] = [
  dayColumn<Row>('day', 'День', { primary: true }),
  numberColumn<Row>('registrations', 'Регистраций'),
  ...figureColumns<Row>(),
];

export default function MobileStatisticsReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Row>
      title={title}
      reportKey="mobileStatistics"
      path="/reports/clients/mobile/statistics"
      filters={['period', 'partner', 'service']}
      columns={columns}
      totals={{ registrations: 'number', ...FIGURE_TOTALS }}
      chart={{
        kind: 'line',
        x: 'day',
        xKind: 'day',
        title: 'Регистрации и заявки из приложения',
        series: [
          { key: 'registrations', label: 'Регистрации', color: 'purple.solid' },
          { key: 'totalOrders', label: 'Заявки', color: 'blue.solid' },
          { key: 'paidOrdersCount', label: 'Оплаченные заявки', color: 'teal.solid' },
        ],
      }}
      defaults={{ sortField: 'day', sortOrder: 'ASC' }}
      rowKey={(r) => r.day}
    />
  );
}
