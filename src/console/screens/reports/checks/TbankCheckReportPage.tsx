import { toRuDate } from '../../../../shared/format';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, dayColumn, moneyColumn, numberColumn, textColumn, yesNoColumn } from '../kit/reportColumns';

// «Чеки Т-Банка»: the receipts of card payments through the bank's terminals per day, the refunds apart; a day opens
// its receipts.

interface ReceiptDay {
  day: string;
  dayStart: number;
  paymentsCount: number;
  paymentsSum: number;
  refundsCount: number;
  refundsSum: number;
}

interface Receipt {
  paymentId: number;
  retracted: boolean;
}

const columns: ColumnDef<ReceiptDay>[] = [
  dayColumn('day', 'День', { primary: true }),
  numberColumn('paymentsCount', 'Чеков оплаты'),
  moneyColumn('paymentsSum', 'Сумма оплат'),
  numberColumn('refundsCount', 'Возвратов'),
  moneyColumn('refundsSum', 'Сумма возвратов'),
];

const receiptColumns: ColumnDef<Receipt>[] = [
  dateTimeColumn('date', 'Дата оплаты', { primary: true }),
  numberColumn('paymentId', 'Платёж', { hidden: true }),
  textColumn('invoiceNumber', 'Счёт', { nowrap: true }),
  textColumn('orderNumber', 'Заявка', { nowrap: true }),
  moneyColumn('amount', 'Сумма'),
  textColumn('partnerName', 'Партнёр'),
  textColumn('officeName', 'Офис'),
  yesNoColumn('retracted', 'Возврат'),
  dateTimeColumn('retractedDate', 'Дата возврата'),
];

export default function TbankCheckReportPage({ title }: { title: string }) {
  return (
    <ReportPage<ReceiptDay, Receipt>
      title={title}
      reportKey="tbankCheck"
      path="/reports/t_bank/check/date_range"
      filters={['period', 'partner', 'office', 'service']}
      columns={columns}
      totals={{ paymentsCount: 'number', paymentsSum: 'money', refundsCount: 'number', refundsSum: 'money' }}
      chart={{
        kind: 'bar',
        x: 'day',
        xKind: 'day',
        series: [
          { key: 'paymentsSum', label: 'Оплаты', color: 'teal.solid' },
          { key: 'refundsSum', label: 'Возвраты', color: 'red.solid' },
        ],
      }}
      defaults={{ sortField: 'day', sortOrder: 'DESC' }}
      rowKey={(r) => r.day}
      detail={{
        path: '/reports/t_bank/check/date',
        title: (row) => `Чеки за ${toRuDate(row.day)}`,
        columns: receiptColumns,
        rowKey: (r) => r.paymentId,
        request: (row) => ({ date: row.dayStart }),
        defaults: { sortField: 'date', sortOrder: 'DESC' },
        totals: { amount: 'money' },
      }}
    />
  );
}
