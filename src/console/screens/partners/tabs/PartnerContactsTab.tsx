import type { Partner, PartnerContact } from '../../../../shared/schemas/partners/partners';
import { fetchPartnerContacts } from '../../../api/partners/partnersApi';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { PartnerContactDialog } from './PartnerContactDialog';
import { PartnerRowsTab } from './PartnerRowsTab';

const COLUMNS: ColumnDef<PartnerContact>[] = [
  {
    id: 'fullName',
    header: 'ФИО',
    value: (c) => c.fullName,
    primary: true,
    width: 280,
  },
  { id: 'position', header: 'Должность', value: (c) => c.position },
  { id: 'phone', header: 'Телефон', value: (c) => c.phone },
  { id: 'email', header: 'E-mail', value: (c) => c.email },
  { id: 'comment', header: 'Комментарий', value: (c) => c.comment, sortable: false },
];

/** The card's 'Контакты' tab: the partner's contact people; a row opens its dialog, 'Добавить' a new one. */
export function PartnerContactsTab({ partner }: { partner: Partner }) {
  return (
    <PartnerRowsTab
      partner={partner}
      title="Контакты"
      tableKey="partner.contacts"
      columns={COLUMNS}
      sortField="fullName"
      addLabel="Добавить контакт"
      fetchRows={fetchPartnerContacts}
      renderDialog={({ row, onClose, onChanged }) => (
        <PartnerContactDialog partnerId={partner.id} contact={row} onClose={onClose} onChanged={onChanged} />
      )}
    />
  );
}
