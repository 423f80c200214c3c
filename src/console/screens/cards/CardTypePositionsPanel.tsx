import { Box, Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { freeCountFromWire } from '../../../shared/cardFreeCount';
import type { CardTypePosition } from '../../../shared/schemas/cards/cardTypePositions';
import type { CardType } from '../../../shared/schemas/cards/cardTypes';
import {
  deleteCardTypePosition,
  fetchCardTypePositions,
  fetchServicePositionChoices,
  restoreCardTypePosition,
} from '../../api/cards/cardTypesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { ConfirmCallDialog } from '../../components/dialogs/ConfirmCallDialog';
import { IfAllowed } from '../../components/PermissionGate';
import { deleteRestoreColumn } from '../../components/RowButton';
import type { SelectOption } from '../../components/SelectField';
import { ShowDeletedSwitch } from '../../components/ShowDeletedSwitch';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { CardTypePositionDialog } from './CardTypePositionDialog';
import { CARD_TYPES_KEY } from './cardTypesKey';

type Asked = { kind: 'delete' | 'restore'; position: CardTypePosition } | null;

const loadChoices = async (): Promise<SelectOption[]> =>
  (await fetchServicePositionChoices()).map((c) => ({ value: c.id, label: `${c.serviceName} — ${c.positionName}` }));

/** The selected card type's positions: service, position, free uses (none shows as 0); add, change, delete, restore. */
export function CardTypePositionsPanel({ cardType }: { cardType: CardType }) {
  const [showDeleted, setShowDeleted] = useState(false);
  // undefined: closed; null: adding.
  const [editing, setEditing] = useState<CardTypePosition | null | undefined>(undefined);
  const [asked, setAsked] = useState<Asked>(null);
  const [version, setVersion] = useState(0);
  const choices = useRemoteData('cardTypes.positionChoices', loadChoices, 0);
  const canDelete = useAllowed(CARD_TYPES_KEY, ['permissionDelete']);
  const canRestore = useAllowed(CARD_TYPES_KEY, ['permissionUpdate']);
  const changed = () => setVersion((v) => v + 1);

  const columns: ColumnDef<CardTypePosition>[] = [
    { id: 'positionName', header: 'Позиция', value: (p) => p.positionName, primary: true, width: 320 },
    { id: 'serviceName', header: 'Услуга', value: (p) => p.serviceName, width: 220 },
    { id: 'freeCount', header: 'Бесплатно, раз', value: (p) => freeCountFromWire(p.freeCount), width: 150 },
    deleteRestoreColumn({
      canDelete,
      canRestore,
      onDelete: (p) => setAsked({ kind: 'delete', position: p }),
      onRestore: (p) => setAsked({ kind: 'restore', position: p }),
    }),
  ];

  return (
    <Box data-testid="card-type-positions">
      <DataTablePage
        embedded
        deletedLabel="Удалена"
        title={`Позиции типа карты «${cardType.name}»`}
        tableKey="card.types.positions"
        mode="local"
        columns={columns}
        load={async () => {
          const rows = await fetchCardTypePositions(cardType.id, showDeleted);
          return { rows, total: rows.length };
        }}
        defaults={{ sortField: 'positionName', sortOrder: 'ASC' }}
        rowKey={(p) => p.id}
        onOpen={(p) => setEditing(p)}
        reloadKey={version}
        paramsKey={`${cardType.id}:${showDeleted}`}
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={CARD_TYPES_KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" disabled={!choices.data} onClick={() => setEditing(null)}>
                Добавить позицию
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {editing !== undefined && choices.data && (
        <CardTypePositionDialog
          key={editing?.id ?? 'new'}
          cardTypeId={cardType.id}
          position={editing}
          options={choices.data}
          onClose={() => setEditing(undefined)}
          onChanged={changed}
        />
      )}
      {asked && (
        <ConfirmCallDialog
          title={asked.kind === 'delete' ? 'Удалить позицию?' : 'Восстановить позицию?'}
          confirmLabel={asked.kind === 'delete' ? 'Удалить' : 'Восстановить'}
          confirmPalette={asked.kind === 'delete' ? 'red' : 'blue'}
          testId="card-type-position-confirm"
          call={() =>
            asked.kind === 'delete'
              ? deleteCardTypePosition(asked.position.id)
              : restoreCardTypePosition(asked.position.id)
          }
          onDone={() => {
            setAsked(null);
            changed();
          }}
          onCancel={() => setAsked(null)}
        >
          {asked.kind === 'delete'
            ? `Позиция «${asked.position.positionName}» будет помечена удалённой.`
            : `Позиция «${asked.position.positionName}» снова войдёт в тип карты.`}
        </ConfirmCallDialog>
      )}
    </Box>
  );
}
