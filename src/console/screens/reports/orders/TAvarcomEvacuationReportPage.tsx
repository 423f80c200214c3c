import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { moneyColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Эвакуации банка»: what each commissioner and tow driver earned on the bank's orders of the period, as the staff
// ledger booked it (accruals, fees withheld, corrections), beside the fee his rule for the service gives.

interface Earner {
  userId: number;
}

const columns: ColumnDef<Earner>[] = [
  textColumn('userFio', 'Сотрудник', { primary: true }),
  textColumn('role', 'Роль'),
  numberColumn('ordersCount', 'Заявок'),
  moneyColumn('ordersCost', 'Стоимость заявок'),
  numberColumn('feeRate', 'Комиссия, %', { hidden: true }),
  moneyColumn('feeFixedPart', 'Комиссия за заявку', { hidden: true }),
  moneyColumn('ruleFee', 'Комиссия по ставке', { hidden: true }),
  moneyColumn('accrued', 'Начислено'),
  moneyColumn('withheld', 'Удержано'),
  moneyColumn('corrections', 'Корректировки', { hidden: true }),
  moneyColumn('amount', 'Заработано'),
];

export default function TAvarcomEvacuationReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Earner>
      title={title}
      reportKey="tAvarcomSalary"
      path="/reports/orders/t_avarcom_salary"
      filters={['period', 'partner', 'office', 'user']}
      columns={columns}
      totals={{
        ordersCount: 'number',
        ordersCost: 'money',
        accrued: 'money',
        withheld: 'money',
        amount: 'money',
      }}
      chart={{
        kind: 'bar',
        x: 'userFio',
        xKind: 'text',
        title: 'Заработок по сотрудникам',
        series: [
          { key: 'accrued', label: 'Начислено', color: 'blue.solid' },
          { key: 'amount', label: 'Заработано', color: 'teal.solid' },
        ],
      }}
      defaults={{ sortField: 'userFio', sortOrder: 'ASC' }}
      rowKey={(r) => r.userId}
    />
  );
}
