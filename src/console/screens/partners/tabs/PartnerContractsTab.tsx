import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { formatMoney } from '../../../../shared/format';
import type { PartnerLegalService } from '../../../../shared/schemas/partners/partnerContracts';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { fetchPartnerContracts } from '../../../api/partners/partnerContractsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { PartnerContractDialog } from './PartnerContractDialog';

const COLUMNS: ColumnDef<PartnerLegalService>[] = [
  {
    id: 'partnerLegalName',
    header: 'Юридическое лицо',
    value: (c) => c.partnerLegalName,
    // A deleted row's mark comes from the table (DataTablePage deletedLabel).
    primary: true,
    width: 260,
  },
  { id: 'serviceName', header: 'Услуга', value: (c) => c.serviceName },
  {
    id: 'contractNumber',
    header: 'Договор',
    value: (c) => [c.contractNumber, c.contractDate].filter(Boolean).join(' от '),
  },
  { id: 'feeRate', header: 'Комиссия, %', value: (c) => c.feeRate },
  {
    id: 'feeFixedPart',
    header: 'Фикс. часть',
    value: (c) => (c.feeFixedPart === null ? null : formatMoney(c.feeFixedPart)),
  },
];

/** The card's 'Договоры и комиссии' tab: contracts of the partner's legal entities per service with their fees. */
export function PartnerContractsTab({ partner }: { partner: Partner }) {
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<PartnerLegalService | 'new' | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <>
      <DataTablePage
        deletedLabel="Удалён"
        title="Договоры и комиссии"
        tableKey="partner.contracts"
        embedded
        mode="local"
        columns={COLUMNS}
        load={async () => {
          const rows = await fetchPartnerContracts(partner.id, showDeleted);
          return { rows, total: rows.length };
        }}
        defaults={{ sortField: 'partnerLegalName', sortOrder: 'ASC' }}
        rowKey={(c) => c.id}
        onOpen={(c) => setEditing(c)}
        reloadKey={version}
        paramsKey={showDeleted}
        actions={
          <Flex gap="3" align="center">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation="partners" flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
                Добавить договор
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {editing && (
        <PartnerContractDialog
          partnerId={partner.id}
          contract={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </>
  );
}
