import { Link } from 'wouter';
import { formatDateTime, formatMoney } from '../../../shared/format';
import type { StreamBalance } from '../../../shared/schemas/userFinance';
import { fetchStreamBalances } from '../../api/userAdminApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';

const COLUMNS: ColumnDef<StreamBalance>[] = [
  {
    id: 'fullName',
    header: 'Сотрудник',
    value: (b) => b.fullName,
    cell: (b) => <Link href={`/users/${b.userId}?tab=balance`}>{b.fullName}</Link>,
    width: 280,
  },
  { id: 'email', header: 'E-mail', value: (b) => b.email, width: 240 },
  { id: 'partnerName', header: 'Партнёр', value: (b) => b.partnerName },
  { id: 'balance', header: 'Баланс', value: (b) => b.balance, cell: (b) => formatMoney(b.balance) },
  {
    id: 'lastOperationAt',
    header: 'Последняя операция',
    value: (b) => b.lastOperationAt,
    cell: (b) => formatDateTime(b.lastOperationAt),
  },
];

/** /stream/balance: the balances of the staff in the caller's scope, by full name; a name opens the user's ledger. */
export default function StreamBalancePage({ title }: { title: string }) {
  return (
    <DataTablePage
      title={title}
      tableKey="stream.balance"
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchStreamBalances();
        return { rows, total: rows.length };
      }}
      defaults={{ sortField: 'fullName', sortOrder: 'ASC' }}
      rowKey={(b) => b.userId}
    />
  );
}
