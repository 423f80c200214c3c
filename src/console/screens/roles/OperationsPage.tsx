import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { Operation } from '../../../shared/schemas/roles/operations';
import { fetchOperations } from '../../api/rolesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import { IfAllowed } from '../../components/PermissionGate';
import { OperationDialog } from './OperationDialog';
import { OPERATION_COLUMNS, operationsPage } from './operationColumns';

/** /operations: the operation keys permissions are granted on; a row opens its dialog. */
export default function OperationsPage({ title }: { title: string }) {
  const [editing, setEditing] = useState<{ operation: Operation | null } | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <>
      <DataTablePage
        title={title}
        tableKey="operations"
        mode="local"
        columns={OPERATION_COLUMNS}
        load={() => operationsPage(fetchOperations)}
        rowKey={(o) => o.id}
        onOpen={(operation) => setEditing({ operation })}
        defaults={{ sortField: 'operationKey', sortOrder: 'ASC' }}
        reloadKey={version}
        actions={
          <IfAllowed operation="operations" flags={['permissionInsert']}>
            <Button size="sm" onClick={() => setEditing({ operation: null })}>
              Добавить операцию
            </Button>
          </IfAllowed>
        }
      />
      <OperationDialog
        open={editing !== null}
        operation={editing?.operation ?? null}
        onClose={() => setEditing(null)}
        onChanged={() => setVersion((v) => v + 1)}
      />
    </>
  );
}
