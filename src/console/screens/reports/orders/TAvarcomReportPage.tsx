import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, moneyColumn, textColumn, yesNoColumn } from '../kit/reportColumns';

// «Аварийные комиссары банка»: the bank partner's emergency-commissioner orders of the period by number, with who
// went out, the cost and whether it was paid; the chart counts the orders per day and those that needed a tow.

interface BankOrder {
  orderId: number;
  evacuationNeeded: boolean;
  isPaid: boolean;
}

const columns: ColumnDef<BankOrder>[] = [
  textColumn('orderNumber', 'Заявка', { primary: true, nowrap: true }),
  dateTimeColumn('orderDate', 'Дата заявки'),
  dateTimeColumn('plannedDate', 'Плановая дата', { hidden: true }),
  textColumn('clientFio', 'Клиент'),
  textColumn('clientPhone', 'Телефон', { nowrap: true, hidden: true }),
  textColumn('address', 'Адрес', { hidden: true }),
  textColumn('bankName', 'Банк', { hidden: true }),
  textColumn('officeName', 'Офис', { hidden: true }),
  yesNoColumn('evacuationNeeded', 'Эвакуация', { width: 110, hidden: true }),
  textColumn('statusName', 'Статус'),
  textColumn('executors', 'Комиссар / исполнители'),
  moneyColumn('cost', 'Стоимость'),
  yesNoColumn('isPaid', 'Оплачена'),
];

export default function TAvarcomReportPage({ title }: { title: string }) {
  return (
    <ReportPage<BankOrder>
      title={title}
      reportKey="tAvarcom"
      path="/reports/orders/t_avarcom"
      filters={['period', 'partner', 'office', 'user']}
      columns={columns}
      totals={{ cost: 'money', isPaid: 'number', evacuationNeeded: 'number' }}
      chart={{
        kind: 'bar',
        x: 'day',
        xKind: 'day',
        series: [
          { key: 'ordersCount', label: 'Заявок', color: 'blue.solid' },
          { key: 'evacuations', label: 'С эвакуацией', color: 'orange.solid' },
        ],
      }}
      defaults={{ sortField: 'orderNumber', sortOrder: 'ASC' }}
      rowKey={(r) => r.orderId}
    />
  );
}
