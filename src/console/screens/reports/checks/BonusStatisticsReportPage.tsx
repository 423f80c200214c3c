import { toRuDate } from '../../../../shared/format';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, dayColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Статистика бонусов»: the bonuses accrued and spent per day; a day opens its operations.

interface BonusDay {
  day: string;
  dayStart: number;
  accrued: number;
  spent: number;
  operationsCount: number;
  clientsCount: number;
}

interface BonusOperation {
  id: number;
}

const columns: ColumnDef<BonusDay>[] = [
  dayColumn('day', 'День', { primary: true }),
  numberColumn('accrued', 'Начислено бонусов'),
  numberColumn('spent', 'Списано бонусов'),
  numberColumn('operationsCount', 'Операций'),
  numberColumn('clientsCount', 'Клиентов'),
];

const operationColumns: ColumnDef<BonusOperation>[] = [
  dateTimeColumn('operationDate', 'Дата операции', { primary: true }),
  textColumn('clientFio', 'Клиент'),
  textColumn('phone', 'Телефон', { nowrap: true }),
  numberColumn('bonus', 'Бонусы'),
  textColumn('operationTypeName', 'Тип операции'),
  textColumn('orderNumber', 'Заявка', { nowrap: true }),
  textColumn('invoiceNumber', 'Счёт', { nowrap: true }),
  textColumn('serviceName', 'Услуга', { hidden: true }),
  textColumn('partnerName', 'Партнёр'),
  textColumn('partnerLegalName', 'Юрлицо партнёра', { hidden: true }),
  textColumn('comment', 'Комментарий'),
];

export default function BonusStatisticsReportPage({ title }: { title: string }) {
  return (
    <ReportPage<BonusDay, BonusOperation>
      title={title}
      reportKey="bonusStatistics"
      path="/reports/bonus/check/date_range"
      filters={['period', 'partner']}
      columns={columns}
      totals={{ accrued: 'number', spent: 'number', operationsCount: 'number' }}
      chart={{
        kind: 'bar',
        x: 'day',
        xKind: 'day',
        series: [
          { key: 'accrued', label: 'Начислено', color: 'teal.solid' },
          { key: 'spent', label: 'Списано', color: 'orange.solid' },
        ],
      }}
      defaults={{ sortField: 'day', sortOrder: 'DESC' }}
      rowKey={(r) => r.day}
      detail={{
        path: '/reports/bonus/check/date',
        title: (row) => `Операции за ${toRuDate(row.day)}`,
        columns: operationColumns,
        rowKey: (r) => r.id,
        request: (row) => ({ date: row.dayStart }),
        defaults: { sortField: 'operationDate', sortOrder: 'DESC' },
        totals: { bonus: 'number' },
      }}
    />
  );
}
