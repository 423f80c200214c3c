import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { FIGURE_TOTALS, figureColumns } from '../clients/orderFigureColumns';
import { ReportPage } from '../kit/ReportPage';
import { textColumn } from '../kit/reportColumns';

// «UTM: заявки»: the orders of the period grouped by the UTM marks of the link that brought them («(нет)» for a
// missing mark), the most orders first, with each source's orders and money on the chart.

interface Row {
  utmKey: string;
}

const columns: ColumnDef<Row>[] = [
  textColumn<Row>('utmSource', 'Источник', { primary: true }),
  textColumn<Row>('utmMedium', 'Канал'),
  textColumn<Row>('utmCampaign', 'Кампания'),
  ...figureColumns<Row>(['promoOrdersCount']),
];

export default function UtmOrdersReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Row>
      title={title}
      reportKey="utmOrders"
      path="/reports/orders/utm"
      filters={['period', 'partner', 'office', 'service']}
      columns={columns}
      totals={FIGURE_TOTALS}
      chart={{
        kind: 'bar',
        x: 'utmSource',
        xKind: 'text',
        title: 'Заявки по источникам',
        series: [
          { key: 'totalOrders', label: 'Всего заявок', color: 'blue.solid' },
          { key: 'paidOrdersCount', label: 'Оплаченных', color: 'teal.solid' },
        ],
      }}
      defaults={{ sortField: 'totalOrders', sortOrder: 'DESC' }}
      rowKey={(r) => r.utmKey}
    />
  );
}
