import { formatMoney } from '../../../../shared/format';
import type { PartnerLegalService } from '../../../../shared/schemas/partners/partnerContracts';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { fetchPartnerContracts } from '../../../api/partners/partnerContractsApi';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { PartnerContractDialog } from './PartnerContractDialog';
import { PartnerRowsTab } from './PartnerRowsTab';

const COLUMNS: ColumnDef<PartnerLegalService>[] = [
  {
    id: 'partnerLegalName',
    header: 'Юридическое лицо',
    value: (c) => c.partnerLegalName,
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
  return (
    <PartnerRowsTab
      partner={partner}
      title="Договоры и комиссии"
      tableKey="partner.contracts"
      columns={COLUMNS}
      sortField="partnerLegalName"
      addLabel="Добавить договор"
      fetchRows={fetchPartnerContracts}
      renderDialog={({ row, onClose, onChanged }) => (
        <PartnerContractDialog partnerId={partner.id} contract={row} onClose={onClose} onChanged={onChanged} />
      )}
    />
  );
}
