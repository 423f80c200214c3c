import { useLocation } from 'wouter';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Бонусы по заявкам»: the orders whose invoices accrued or spent client bonuses in the period; a row opens its
// order.

type Row = Record<string, string | number | null>;

const columns = [
  textColumn<Row>('orderNumber', 'Заявка', { primary: true }),
  dateTimeColumn<Row>('orderDate', 'Дата заявки', { hidden: true }),
  textColumn<Row>('clientFio', 'Клиент'),
  textColumn<Row>('phone', 'Телефон', { hidden: true }),
  textColumn<Row>('serviceName', 'Услуга'),
  textColumn<Row>('partnerName', 'Партнёр'),
  numberColumn<Row>('accrued', 'Начислено'),
  numberColumn<Row>('spent', 'Списано'),
  numberColumn<Row>('operationsCount', 'Операций', { hidden: true }),
  dateTimeColumn<Row>('lastOperationDate', 'Последняя операция'),
];

export default function OrderBonusesReportPage() {
  const [, navigate] = useLocation();
  return (
    <ReportPage<Row>
      title="Бонусы по заявкам"
      reportKey="orderBonuses"
      path="/reports/orders/bonuses"
      filters={['period', 'partner', 'office', 'service']}
      columns={columns}
      totals={{ accrued: 'number', spent: 'number', operationsCount: 'number' }}
      chart={{
        kind: 'bar',
        x: 'day',
        xKind: 'day',
        title: 'Бонусы начислено и списано по дням',
        series: [
          { key: 'accrued', label: 'Начислено', color: 'green.solid' },
          { key: 'spent', label: 'Списано', color: 'red.solid' },
        ],
      }}
      defaults={{ sortField: 'lastOperationDate', sortOrder: 'DESC' }}
      rowKey={(r) => Number(r.orderId)}
      onOpen={(r) => navigate(`/orders/${r.orderId}`)}
    />
  );
}
