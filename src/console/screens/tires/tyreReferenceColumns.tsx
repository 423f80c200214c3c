import { Button, Flex } from '@chakra-ui/react';
import type { ColumnDef } from '../../components/dataTable/tableTypes';

export interface TyreRowActions<Row> {
  canRename: boolean;
  canDelete: boolean;
  canRestore: boolean;
  onRename: (row: Row) => void;
  /** Delete a live row or restore a deleted one: the page asks first. */
  onToggleDeleted: (row: Row) => void;
}

/** A brand's or a model's columns: the name and its actions (rename, delete or restore). */
export function tyreColumns<Row extends { id: number; name: string; deletedDate: number | null }>(
  actions: TyreRowActions<Row>,
): ColumnDef<Row>[] {
  return [
    { id: 'name', header: 'Название', value: (r) => r.name, width: 260, primary: true },
    {
      id: 'actions',
      header: 'Действия',
      sortable: false,
      width: 260,
      value: () => null,
      cell: (r) => (
        // The buttons act on the row without opening it.
        <Flex gap="2" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          {actions.canRename && !r.deletedDate && (
            <Button size="xs" variant="outline" onClick={() => actions.onRename(r)}>
              Переименовать
            </Button>
          )}
          {(r.deletedDate ? actions.canRestore : actions.canDelete) && (
            <Button
              size="xs"
              variant="outline"
              colorPalette={r.deletedDate ? 'blue' : 'red'}
              onClick={() => actions.onToggleDeleted(r)}
            >
              {r.deletedDate ? 'Восстановить' : 'Удалить'}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
}
