import { fetchInsuranceLosses } from '../../../api/clientExtrasApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { INSURANCE_LOSS_COLUMNS } from '../crm/insuranceLossColumns';
import type { ClientTabProps } from './clientTabProps';

/** 'Убытки клиента': the client's losses from the Carmen CRM, the latest change first. */
export function InsuranceLossesTab({ client }: ClientTabProps) {
  return (
    <DataTablePage
      embedded
      title="Убытки клиента"
      tableKey="client.insuranceLosses"
      mode="local"
      columns={INSURANCE_LOSS_COLUMNS}
      load={async () => {
        const rows = await fetchInsuranceLosses(client.id);
        return { rows, total: rows.length };
      }}
      rowKey={(r) => r.id}
      defaults={{ sortField: 'updateDateUtc', sortOrder: 'DESC' }}
      reloadKey={client.id}
    />
  );
}
