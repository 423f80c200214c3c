import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { numberColumn, textColumn } from '../kit/reportColumns';
import { FIGURE_TOTALS, figureColumns } from './orderFigureColumns';

// «Статистика мобильного приложения v2»: the app's orders of the period per service, each order counted once as paid,
// promo or unpaid (so unpaid = total − paid − promo), with how each service's orders ended up on the chart.

interface Row {
  serviceId: number;
}

const columns: ColumnDef<Row>[] = [
  textColumn<Row>('serviceName', 'Услуга', { primary: true }),
  ...figureColumns<Row>(),
  numberColumn<Row>('serviceId', 'ID услуги', { hidden: true }),
];

export default function MobileStatisticsV2ReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Row>
      title={title}
      reportKey="mobileStatisticsV2"
      path="/reports/clients/mobile/statistics/extended"
      filters={['period', 'partner', 'service']}
      columns={columns}
      totals={FIGURE_TOTALS}
      chart={{
        kind: 'bar',
        x: 'serviceName',
        xKind: 'text',
        stacked: true,
        title: 'Заявки из приложения по услугам',
        series: [
          { key: 'paidOrdersCount', label: 'Оплаченные', color: 'teal.solid' },
          { key: 'promoOrdersCount', label: 'По промоакции', color: 'purple.solid' },
          { key: 'unpaidOrders', label: 'Неоплаченные', color: 'gray.400' },
        ],
      }}
      defaults={{ sortField: 'serviceName', sortOrder: 'ASC' }}
      rowKey={(r) => r.serviceId}
    />
  );
}
