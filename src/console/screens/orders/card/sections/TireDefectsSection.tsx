import { Button, Flex, Heading, Stack, Table } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import { REF_IDS } from '../../../../../shared/referenceIds';
import { tireDefectLinesLogic } from '../../../../api/tiresApi';
import { ErrorPanel } from '../../../../components/ErrorPanel';
import { LoadState } from '../../../../components/LoadState';
import { inspect } from '../../../../debug/inspector';
import { useRefOptions } from '../../../../hooks/useRefOptions';
import { useAllowed } from '../../../../session/useSession';
import { notify } from '../../../../toasts/toaster';
import type { OrderSectionProps } from '../orderSectionProps';
import { DefectLineRow } from './tires/DefectLineRow';

/**
 * 'Дефекты шин' of a tyre order: one line per stored tyre with its barcode (9 characters,
 * unique in the list and in the database), defect types (book 903), stored object (book 902), number, tread depth
 * and state. New and changed lines are marked until 'Сохранить' sends them (tireDefectLinesMachine).
 */
export function TireDefectsSection({ order, readOnly }: OrderSectionProps) {
  const canInsert = useAllowed(WIDGET_KEYS.tireDefects, ['permissionInsert']);
  const canUpdate = useAllowed(WIDGET_KEYS.tireDefects, ['permissionUpdate']);
  const locked = readOnly || !(canInsert || canUpdate);
  const defectTypes = useRefOptions(REF_IDS.tyreDefectType);
  const storedObjects = useRefOptions(REF_IDS.storedObject);
  const actor = useActorRef(
    tireDefectLinesLogic.provide({
      actions: { saved: () => notify({ type: 'success', title: 'Дефекты шин сохранены' }) },
    }),
    {
      input: { orderId: order.id, storedObjectRefValueId: order.storedObjectRefValueId },
      inspect,
      systemId: 'tireDefects',
    },
  );
  const keys = useSelector(
    actor,
    (s) => s.context.lines.map((l) => l.key),
    (a, b) => a.join() === b.join(),
  );
  const loading = useSelector(actor, (s) => s.hasTag('loading') && s.context.lines.length === 0);
  const loadError = useSelector(actor, (s) => (s.matches({ data: 'failed' }) ? s.context.error : null));
  const saveError = useSelector(actor, (s) => (s.matches({ data: 'ready' }) ? s.context.error : null));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const changed = useSelector(actor, (s) => s.context.lines.some((l) => l.status !== 'saved'));
  const canAdd = useSelector(actor, (s) => s.can({ type: 'line.add' }));

  return (
    <Stack gap="3" data-testid="tire-defects">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Дефекты шин
        </Heading>
        {!locked && (
          <Flex gap="2">
            {canInsert && (
              <Button size="sm" variant="outline" disabled={!canAdd} onClick={() => actor.send({ type: 'line.add' })}>
                Добавить шину
              </Button>
            )}
            <Button
              size="sm"
              colorPalette="blue"
              loading={saving}
              loadingText="Сохранить"
              disabled={!changed}
              onClick={() => actor.send({ type: 'lines.save' })}
            >
              Сохранить
            </Button>
          </Flex>
        )}
      </Flex>
      {saveError && <ErrorPanel error={saveError} />}
      <LoadState
        loading={loading}
        error={loadError}
        empty={keys.length === 0}
        onRetry={() => actor.send({ type: 'lines.reload' })}
      >
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Дефекты шин">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader minW="11rem">Штрихкод</Table.ColumnHeader>
                <Table.ColumnHeader minW="14rem">Дефекты</Table.ColumnHeader>
                <Table.ColumnHeader minW="10rem">Объект хранения</Table.ColumnHeader>
                <Table.ColumnHeader>Номер</Table.ColumnHeader>
                <Table.ColumnHeader>Глубина протектора, мм</Table.ColumnHeader>
                <Table.ColumnHeader>Состояние</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {keys.map((key, index) => (
                <DefectLineRow
                  key={key}
                  actor={actor}
                  lineKey={key}
                  index={index}
                  defectTypes={defectTypes}
                  storedObjects={storedObjects}
                  locked={locked || saving}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadState>
    </Stack>
  );
}
