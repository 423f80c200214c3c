import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import type { Partner, PartnerContact } from '../../../../shared/schemas/partners/partners';
import { fetchPartnerContacts } from '../../../api/partners/partnersApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { PartnerContactDialog } from './PartnerContactDialog';

const COLUMNS: ColumnDef<PartnerContact>[] = [
  {
    id: 'fullName',
    header: 'ФИО',
    value: (c) => c.fullName,
    // A deleted row's mark comes from the table (DataTablePage deletedLabel).
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
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<PartnerContact | 'new' | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <>
      <DataTablePage
        deletedLabel="Удалён"
        title="Контакты"
        tableKey="partner.contacts"
        embedded
        mode="local"
        columns={COLUMNS}
        load={async () => {
          const rows = await fetchPartnerContacts(partner.id, showDeleted);
          return { rows, total: rows.length };
        }}
        defaults={{ sortField: 'fullName', sortOrder: 'ASC' }}
        rowKey={(c) => c.id}
        onOpen={(c) => setEditing(c)}
        reloadKey={version}
        paramsKey={showDeleted}
        actions={
          <Flex gap="3" align="center">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation="partners" flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
                Добавить контакт
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {editing && (
        <PartnerContactDialog
          partnerId={partner.id}
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </>
  );
}
