import { Stack, Stat } from '@chakra-ui/react';
import { formatDateTime, formatMoney } from '../../../shared/format';
import type { BalanceOperation } from '../../../shared/schemas/userFinance';
import { fetchBalanceHistory, fetchCurrentBalance } from '../../api/userAdminApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useRemoteData } from '../../hooks/useRemoteData';

// The ledger is always newest first (the server's order): its columns do not sort.
const COLUMNS: ColumnDef<BalanceOperation>[] = [
  { id: 'createdAt', header: 'Дата', value: (o) => formatDateTime(o.createdAt), sortable: false },
  { id: 'kindName', header: 'Операция', value: (o) => o.kindName, sortable: false },
  { id: 'amount', header: 'Сумма', value: (o) => formatMoney(o.amount), sortable: false },
  { id: 'comment', header: 'Комментарий', value: (o) => o.comment, width: 280, sortable: false },
  { id: 'orderId', header: 'Заявка', value: (o) => o.orderId, sortable: false },
  { id: 'createdByFio', header: 'Автор', value: (o) => o.createdByFio, sortable: false },
];

/** A staff member's balance and its history, paged on the server: the card's 'Баланс' tab and /personal/statistic. */
export function BalancePanel({ userId, tableKey }: { userId: number; tableKey: string }) {
  const balance = useRemoteData(`${tableKey}.current`, fetchCurrentBalance, userId);
  return (
    <Stack gap="4">
      {balance.failed && balance.error ? (
        <ErrorPanel title="Ошибка загрузки данных" error={balance.error} onRetry={balance.reload} />
      ) : (
        <Stat.Root data-testid="current-balance">
          <Stat.Label>Текущий баланс</Stat.Label>
          <Stat.ValueText>{balance.data ? formatMoney(balance.data.balance) : '…'}</Stat.ValueText>
        </Stat.Root>
      )}
      <DataTablePage
        title="История операций"
        tableKey={tableKey}
        embedded
        columns={COLUMNS}
        load={async (q) => {
          const page = await fetchBalanceHistory(userId, q.offset, q.size);
          return { rows: page.operations, total: page.total };
        }}
        rowKey={(o) => o.id}
      />
    </Stack>
  );
}
