import { Button, Flex } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';

/** What a row's dialog is given: the row (null for a new one), how to close it, how to have the list read again. */
export type RowDialogProps<Row> = { row: Row | null; onClose: () => void; onChanged: () => void };

type Props<Row> = {
  partner: Partner;
  title: string;
  tableKey: string;
  columns: ColumnDef<Row>[];
  /** The column the list is sorted by at first, ascending. */
  sortField: string;
  /** The add button's text: 'Добавить контакт'. */
  addLabel: string;
  /** The partner's rows, the deleted ones too when asked for. */
  fetchRows: (partnerId: number, showDeleted: boolean) => Promise<Row[]>;
  /** The dialog a row, or the add button, opens. */
  renderDialog: (props: RowDialogProps<Row>) => ReactNode;
};

/**
 * A card tab of the partner's own rows of one kind (contacts, offices, contracts, document templates): the deleted
 * ones on demand, a row opens its dialog, the add button a new one, and a saved dialog has the list read again.
 */
export function PartnerRowsTab<Row extends { id: number }>({
  partner,
  title,
  tableKey,
  columns,
  sortField,
  addLabel,
  fetchRows,
  renderDialog,
}: Props<Row>) {
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <>
      <DataTablePage
        // A deleted row's mark comes from the table, beside the column marked primary.
        deletedLabel="Удалён"
        title={title}
        tableKey={tableKey}
        embedded
        mode="local"
        columns={columns}
        load={async () => {
          const rows = await fetchRows(partner.id, showDeleted);
          return { rows, total: rows.length };
        }}
        defaults={{ sortField, sortOrder: 'ASC' }}
        rowKey={(row) => row.id}
        onOpen={(row) => setEditing(row)}
        reloadKey={version}
        paramsKey={showDeleted}
        actions={
          <Flex gap="3" align="center">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation="partners" flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
                {addLabel}
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {editing &&
        renderDialog({
          row: editing === 'new' ? null : editing,
          onClose: () => setEditing(null),
          onChanged: () => setVersion((v) => v + 1),
        })}
    </>
  );
}
