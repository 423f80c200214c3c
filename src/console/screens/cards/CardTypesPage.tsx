import { Badge, Button, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { CardType } from '../../../shared/schemas/cards/cardTypes';
import { deleteCardType, fetchCardTypes, restoreCardType } from '../../api/cards/cardTypesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { ConfirmCallDialog } from '../../components/dialogs/ConfirmCallDialog';
import { IfAllowed } from '../../components/PermissionGate';
import { DeleteRestoreButton, RowButton } from '../../components/RowButton';
import { ShowDeletedSwitch } from '../../components/ShowDeletedSwitch';
import { useAllowed } from '../../session/useSession';
import { CardTypeDialog } from './CardTypeDialog';
import { CardTypePositionsPanel } from './CardTypePositionsPanel';
import { CARD_TYPES_KEY } from './cardTypesKey';

type Asked = { kind: 'delete' | 'restore'; cardType: CardType } | null;

/**
 * /card/types, 'Типы сервисных карт': card types by name (deleted ones with the switch); a row selects its card
 * type and shows its positions below; 'Изменить', 'Удалить' and 'Восстановить' act on the row.
 */
export default function CardTypesPage({ title }: { title: string }) {
  const [showDeleted, setShowDeleted] = useState(false);
  const [selected, setSelected] = useState<CardType | null>(null);
  // undefined: closed; null: adding.
  const [editing, setEditing] = useState<CardType | null | undefined>(undefined);
  const [asked, setAsked] = useState<Asked>(null);
  const [version, setVersion] = useState(0);
  const canUpdate = useAllowed(CARD_TYPES_KEY, ['permissionUpdate']);
  const canDelete = useAllowed(CARD_TYPES_KEY, ['permissionDelete']);
  const changed = () => setVersion((v) => v + 1);

  const columns: ColumnDef<CardType>[] = [
    { id: 'name', header: 'Название', value: (c) => c.name, primary: true, width: 300 },
    { id: 'validityMonths', header: 'Срок, мес.', value: (c) => c.validityMonths ?? '—', width: 120 },
    { id: 'description', header: 'Описание', value: (c) => c.description ?? '', width: 320 },
    {
      id: 'selected',
      header: '',
      sortable: false,
      width: 110,
      value: () => null,
      cell: (c) => (c.id === selected?.id ? <Badge colorPalette="blue">Выбран</Badge> : null),
    },
    {
      id: 'actions',
      header: 'Действия',
      sortable: false,
      width: 220,
      value: () => null,
      cell: (c) => (
        <Flex gap="2">
          {canUpdate && !c.deletedDate && <RowButton onClick={() => setEditing(c)}>Изменить</RowButton>}
          <DeleteRestoreButton
            deleted={!!c.deletedDate}
            canDelete={canDelete}
            canRestore={canUpdate}
            onDelete={() => setAsked({ kind: 'delete', cardType: c })}
            onRestore={() => setAsked({ kind: 'restore', cardType: c })}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Stack gap="8">
      <DataTablePage
        title={title}
        tableKey={CARD_TYPES_KEY}
        deletedLabel="Удалён"
        mode="local"
        columns={columns}
        load={async () => {
          const rows = await fetchCardTypes(showDeleted);
          return { rows, total: rows.length };
        }}
        rowKey={(c) => c.id}
        onOpen={(c) => setSelected(c)}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        paramsKey={showDeleted}
        reloadKey={version}
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={CARD_TYPES_KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setEditing(null)}>
                Добавить тип карты
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {selected && <CardTypePositionsPanel key={selected.id} cardType={selected} />}
      {editing !== undefined && (
        <CardTypeDialog
          key={editing?.id ?? 'new'}
          cardType={editing}
          onClose={() => setEditing(undefined)}
          onChanged={() => {
            changed();
            setSelected(null);
          }}
        />
      )}
      {asked && (
        <ConfirmCallDialog
          title={asked.kind === 'delete' ? 'Удалить тип карты?' : 'Восстановить тип карты?'}
          confirmLabel={asked.kind === 'delete' ? 'Удалить' : 'Восстановить'}
          confirmPalette={asked.kind === 'delete' ? 'red' : 'blue'}
          testId="card-type-confirm"
          call={() =>
            asked.kind === 'delete' ? deleteCardType(asked.cardType.id) : restoreCardType(asked.cardType.id)
          }
          onDone={() => {
            setAsked(null);
            setSelected(null);
            changed();
          }}
          onCancel={() => setAsked(null)}
        >
          {asked.kind === 'delete'
            ? `Тип карты «${asked.cardType.name}» будет помечен удалённым.`
            : `Тип карты «${asked.cardType.name}» снова станет доступен.`}
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}
