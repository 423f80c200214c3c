import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatDateTime } from '../../../shared/format';
import type { InsuranceCompany } from '../../../shared/schemas/vehicles/vehicleEntity';
import { fetchInsurers } from '../../api/partners/insuranceApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../components/ShowDeletedSwitch';

const COLUMNS: ColumnDef<InsuranceCompany>[] = [
  {
    id: 'name',
    header: 'Название',
    value: (c) => c.name,
    // A deleted row's mark comes from the table (DataTablePage deletedLabel).
    primary: true,
    width: 360,
  },
  { id: 'externalId', header: 'Код в каталоге', value: (c) => c.externalId },
  { id: 'createdDate', header: 'Добавлена', value: (c) => formatDateTime(c.createdDate) },
];

/** /insurance: the insurers (from /catalog/insurance_companies), searched and sorted in memory. */
export default function InsuranceCompaniesPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const [showDeleted, setShowDeleted] = useState(false);
  return (
    <DataTablePage
      deletedLabel="Удалена"
      title={title}
      tableKey="insurance"
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchInsurers(showDeleted);
        return { rows, total: rows.length };
      }}
      defaults={{ sortField: 'name', sortOrder: 'ASC' }}
      rowKey={(c) => c.id}
      paramsKey={showDeleted}
      actions={
        <Flex gap="3" align="center">
          <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
          <IfAllowed operation="insurance.changes">
            <Button size="sm" variant="outline" onClick={() => navigate('/insurance/changes')}>
              Изменения каталога
            </Button>
          </IfAllowed>
        </Flex>
      }
    />
  );
}
