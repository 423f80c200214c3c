import { useLocation } from 'wouter';
import { fetchOperations } from '../../api/rolesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import { OPERATION_COLUMNS, operationsPage } from './operationColumns';

/** /operations/permissions: the operations; a row opens who holds it. */
export default function OperationPermissionsPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      title={title}
      tableKey="operations.permissions"
      mode="local"
      columns={OPERATION_COLUMNS}
      load={() => operationsPage(fetchOperations)}
      rowKey={(o) => o.id}
      onOpen={(o) => navigate(`/operations/permissions/${o.id}`)}
      defaults={{ sortField: 'operationKey', sortOrder: 'ASC' }}
    />
  );
}
