import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import type { Position } from '../../../../shared/schemas/pricing/positions';
import { deletePosition, fetchPositions, restorePosition } from '../../../api/pricing/nomenclatureApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { IfAllowed } from '../../../components/PermissionGate';
import { deleteRestoreColumn } from '../../../components/RowButton';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { useAllowed } from '../../../session/useSession';
import { PositionDialog } from './PositionDialog';
import { POSITIONS_KEY } from './positionsKey';

type Asked = { kind: 'delete' | 'restore'; position: Position } | null;

/** The 'Номенклатура' tab: positions by name, quick search, deleted ones on request, soft delete and restore. */
export function NomenclatureTab() {
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<Position | 'new' | null>(null);
  const [asked, setAsked] = useState<Asked>(null);
  const [version, setVersion] = useState(0);
  const canDelete = useAllowed(POSITIONS_KEY, ['permissionDelete']);
  const canRestore = useAllowed(POSITIONS_KEY, ['permissionUpdate']);
  const changed = () => setVersion((v) => v + 1);

  const columns: ColumnDef<Position>[] = [
    { id: 'name', header: 'Наименование', value: (p) => p.name, primary: true, width: 360 },
    { id: 'unit', header: 'Ед. изм.', value: (p) => p.unit, width: 120 },
    { id: 'code', header: 'Код', value: (p) => p.code, width: 140 },
    { id: 'id', header: 'Id', value: (p) => p.id, width: 90, hidden: true },
    deleteRestoreColumn({
      canDelete,
      canRestore,
      onDelete: (p) => setAsked({ kind: 'delete', position: p }),
      onRestore: (p) => setAsked({ kind: 'restore', position: p }),
    }),
  ];

  return (
    <>
      <DataTablePage
        embedded
        deletedLabel="Удалена"
        title="Номенклатура"
        tableKey="positions.nomenclature"
        mode="local"
        columns={columns}
        load={async () => {
          const rows = await fetchPositions(showDeleted);
          return { rows, total: rows.length };
        }}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        rowKey={(p) => p.id}
        onOpen={(p) => setEditing(p)}
        reloadKey={version}
        paramsKey={showDeleted}
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={POSITIONS_KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
                Добавить позицию
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {editing && (
        <PositionDialog
          position={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onChanged={changed}
        />
      )}
      {asked && (
        <ConfirmCallDialog
          title={asked.kind === 'delete' ? 'Удалить позицию?' : 'Восстановить позицию?'}
          confirmLabel={asked.kind === 'delete' ? 'Удалить' : 'Восстановить'}
          confirmPalette={asked.kind === 'delete' ? 'red' : 'blue'}
          testId="position-confirm"
          call={() =>
            asked.kind === 'delete' ? deletePosition(asked.position.id) : restorePosition(asked.position.id)
          }
          onDone={() => {
            setAsked(null);
            changed();
          }}
          onCancel={() => setAsked(null)}
        >
          {asked.kind === 'delete'
            ? `Позиция «${asked.position.name}» будет помечена удалённой и исчезнет из списков выбора.`
            : `Позиция «${asked.position.name}» снова станет доступна.`}
        </ConfirmCallDialog>
      )}
    </>
  );
}
