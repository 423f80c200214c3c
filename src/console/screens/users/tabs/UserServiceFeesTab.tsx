import { formatMoney } from '../../../../shared/format';
import type { UserCard } from '../../../../shared/schemas/userAdmin';
import type { UserServiceFee } from '../../../../shared/schemas/userFinance';
import { fetchServiceFees } from '../../../api/userAdminApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';

const COLUMNS: ColumnDef<UserServiceFee>[] = [
  { id: 'serviceName', header: 'Услуга', value: (f) => f.serviceName, width: 280 },
  { id: 'feeRate', header: 'Комиссия, %', value: (f) => (f.feeRate === null ? null : `${f.feeRate} %`) },
  {
    id: 'feeFixedPart',
    header: 'Фиксированная часть',
    value: (f) => (f.feeFixedPart === null ? null : formatMoney(f.feeFixedPart)),
  },
];

/** The card's 'Комиссии' tab: what the platform takes from the user's work per service. */
export function UserServiceFeesTab({ user }: { user: UserCard }) {
  return (
    <DataTablePage
      title="Комиссии по услугам"
      tableKey="user.serviceFees"
      embedded
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchServiceFees(user.id);
        return { rows, total: rows.length };
      }}
      defaults={{ sortField: 'serviceName', sortOrder: 'ASC' }}
      rowKey={(f) => f.id}
    />
  );
}
