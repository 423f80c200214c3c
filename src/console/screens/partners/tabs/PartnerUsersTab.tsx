import { useLocation } from 'wouter';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import type { UserShort } from '../../../../shared/schemas/userAdmin';
import { fetchUsersOfPartner } from '../../../api/userAdminApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';

const STATUS: Record<UserShort['status'], string> = {
  active: 'Активен',
  invited: 'Приглашён',
  blocked: 'Заблокирован',
};
const COLUMNS: ColumnDef<UserShort>[] = [
  { id: 'fullName', header: 'ФИО', value: (u) => u.fullName, width: 300 },
  { id: 'email', header: 'E-mail', value: (u) => u.email, width: 260 },
  { id: 'status', header: 'Статус', value: (u) => STATUS[u.status] },
];

/**
 * The card's 'Пользователи' tab: the partner's users (GET /users?partnerId); a row opens the user's card. Binding
 * users to offices is the users screen's work (/office_user).
 */
export function PartnerUsersTab({ partner }: { partner: Partner }) {
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      title="Пользователи"
      tableKey="partner.users"
      embedded
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchUsersOfPartner(partner.id);
        return { rows, total: rows.length };
      }}
      defaults={{ sortField: 'fullName', sortOrder: 'ASC' }}
      rowKey={(u) => u.id}
      onOpen={(u) => navigate(`/users/${u.id}`)}
    />
  );
}
