import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import type { ReportChartSpec } from '../kit/ReportChart';
import { ReportPage } from '../kit/ReportPage';
import { ReportTabs } from '../kit/ReportTabs';
import { dayColumn, numberColumn, textColumn } from '../kit/reportColumns';
import { FIGURE_TOTALS, figureColumns } from './orderFigureColumns';

// «Статистика операторов»: the orders staff created, in three tabs: per day, per operator, and the caller's own per
// day. Each tab is a report of its own with its own filters; a tab is mounted when first opened.

interface DayRow {
  day: string;
}

interface OperatorRow {
  userId: number;
}

const dayColumns: ColumnDef<DayRow>[] = [dayColumn('day', 'День', { primary: true }), ...figureColumns<DayRow>()];

const operatorColumns: ColumnDef<OperatorRow>[] = [
  textColumn('userFio', 'Оператор', { primary: true }),
  ...figureColumns<OperatorRow>(),
  numberColumn('userId', 'ID оператора', { hidden: true }),
];

const dayChart: ReportChartSpec = {
  kind: 'bar',
  x: 'day',
  xKind: 'day',
  stacked: true,
  title: 'Заявки по дням',
  series: [
    { key: 'paidOrdersCount', label: 'Оплаченные', color: 'teal.solid' },
    { key: 'promoOrdersCount', label: 'По промоакции', color: 'purple.solid' },
    { key: 'unpaidOrders', label: 'Неоплаченные', color: 'gray.400' },
  ],
};

const operatorChart: ReportChartSpec = {
  kind: 'bar',
  x: 'userFio',
  xKind: 'text',
  title: 'Заявки по операторам',
  series: [
    { key: 'totalOrders', label: 'Всего заявок', color: 'blue.solid' },
    { key: 'paidOrdersCount', label: 'Оплаченных', color: 'teal.solid' },
  ],
};

export default function OperatorStatisticsReportPage({ title }: { title: string }) {
  return (
    <ReportTabs
      title={title}
      tabs={[
        {
          value: 'days',
          label: 'По дням',
          content: (
            <ReportPage<DayRow>
              embedded
              title="По дням"
              reportKey="operatorStatistics"
              path="/reports/clients/operator/statistics"
              filters={['period', 'partner', 'service', 'user']}
              columns={dayColumns}
              totals={FIGURE_TOTALS}
              chart={dayChart}
              defaults={{ sortField: 'day', sortOrder: 'ASC' }}
              rowKey={(r) => r.day}
            />
          ),
        },
        {
          value: 'operators',
          label: 'По операторам',
          content: (
            <ReportPage<OperatorRow>
              embedded
              title="По операторам"
              reportKey="operatorStatisticsByUser"
              path="/reports/clients/operator/statistics/group_by_user"
              filters={['period', 'partner', 'service', 'user']}
              columns={operatorColumns}
              totals={FIGURE_TOTALS}
              chart={operatorChart}
              defaults={{ sortField: 'userFio', sortOrder: 'ASC' }}
              rowKey={(r) => r.userId}
            />
          ),
        },
        {
          value: 'personal',
          label: 'Моя статистика',
          content: (
            <ReportPage<DayRow>
              embedded
              title="Моя статистика"
              reportKey="operatorStatisticsPersonal"
              path="/reports/clients/operator/statistics/personal"
              filters={['period', 'partner', 'service']}
              columns={dayColumns}
              totals={FIGURE_TOTALS}
              chart={dayChart}
              defaults={{ sortField: 'day', sortOrder: 'ASC' }}
              rowKey={(r) => r.day}
            />
          ),
        },
      ]}
    />
  );
}
