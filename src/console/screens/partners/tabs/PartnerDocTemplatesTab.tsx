import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { DocTemplateAdmin } from '../../../../shared/schemas/partners/partnerDocTemplates';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { fetchPartnerDocTemplates } from '../../../api/partners/partnerContractsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { PartnerDocTemplateDialog } from './PartnerDocTemplateDialog';

const COLUMNS: ColumnDef<DocTemplateAdmin>[] = [
  {
    id: 'name',
    header: 'Название',
    value: (d) => d.name,
    // A deleted row's mark comes from the table (DataTablePage deletedLabel).
    primary: true,
    width: 300,
  },
  { id: 'serviceName', header: 'Услуга', value: (d) => d.serviceName ?? 'Любая' },
  { id: 'wheelsWidthDiffer', header: 'Разная ширина шин', value: (d) => (d.wheelsWidthDiffer ? 'Да' : 'Нет') },
  { id: 'createdDate', header: 'Создан', value: (d) => formatDateTime(d.createdDate) },
];

/** The card's 'Шаблоны документов' tab: the partner's own templates (the common ones are the platform's). */
export function PartnerDocTemplatesTab({ partner }: { partner: Partner }) {
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<DocTemplateAdmin | 'new' | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <>
      <DataTablePage
        deletedLabel="Удалён"
        title="Шаблоны документов"
        tableKey="partner.docTemplates"
        embedded
        mode="local"
        columns={COLUMNS}
        load={async () => {
          const rows = await fetchPartnerDocTemplates(partner.id, showDeleted);
          return { rows, total: rows.length };
        }}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        rowKey={(d) => d.id}
        onOpen={(d) => setEditing(d)}
        reloadKey={version}
        paramsKey={showDeleted}
        actions={
          <Flex gap="3" align="center">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation="partners" flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
                Добавить шаблон
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {editing && (
        <PartnerDocTemplateDialog
          partnerId={partner.id}
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </>
  );
}
