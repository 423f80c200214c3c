import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { moneyColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Шиномонтаж»: how each office did its tyre service in the period: orders, done and cancelled, defects found, the
// average check of the paid orders and the clients who came back; the chart compares the offices.

interface OfficeQuality {
  officeId: number;
}

const columns: ColumnDef<OfficeQuality>[] = [
  textColumn('officeName', 'Офис', { primary: true }),
  numberColumn('ordersCount', 'Заявок'),
  numberColumn('closedCount', 'Выполнено'),
  numberColumn('cancelledCount', 'Отменено'),
  numberColumn('defectsCount', 'Найдено дефектов'),
  numberColumn('paidCount', 'Оплачено заявок'),
  moneyColumn('paidSum', 'Сумма оплат'),
  moneyColumn('averageCheck', 'Средний чек'),
  numberColumn('repeatClients', 'Повторных клиентов', { hidden: true }),
  numberColumn('officeId', 'Код офиса', { hidden: true }),
];

export default function TyreServiceReportPage({ title }: { title: string }) {
  return (
    <ReportPage<OfficeQuality>
      title={title}
      reportKey="tyreService"
      path="/reports/tyre_storage_quality/"
      filters={['period', 'partner', 'office']}
      columns={columns}
      totals={{
        ordersCount: 'number',
        closedCount: 'number',
        cancelledCount: 'number',
        defectsCount: 'number',
        paidSum: 'money',
        averageCheck: 'money',
        repeatClients: 'number',
      }}
      chart={{
        kind: 'bar',
        x: 'officeName',
        xKind: 'text',
        title: 'Шиномонтаж по офисам',
        series: [
          { key: 'closedCount', label: 'Выполнено', color: 'teal.solid' },
          { key: 'cancelledCount', label: 'Отменено', color: 'red.solid' },
          { key: 'defectsCount', label: 'Дефектов', color: 'orange.solid' },
        ],
      }}
      defaults={{ sortField: 'officeName', sortOrder: 'ASC' }}
      rowKey={(r) => r.officeId}
    />
  );
}
