import { Badge, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type ChecklistValue, checklistLines } from '../../../../../../machines/orders/checklistMachine';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import { checklistLogic } from '../../../../api/orderPartsApi';
import { ErrorPanel } from '../../../../components/ErrorPanel';
import { LoadState } from '../../../../components/LoadState';
import { inspect } from '../../../../debug/inspector';
import { useAllowed } from '../../../../session/useSession';
import { notify } from '../../../../toasts/toaster';
import type { OrderSectionProps } from '../orderSectionProps';

const VALUE_TEXT = (value: ChecklistValue) => (value === null ? 'Не отмечен' : value ? 'Да' : 'Нет');
const VALUE_PALETTE = (value: ChecklistValue) => (value === null ? 'gray' : value ? 'green' : 'red');

/**
 * 'Чек-лист' of the order card: every point of the order's checklist; a click on its
 * mark turns it yes -> no -> not set. 'Сохранить' sends the changed lines (checklistMachine) and reloads; a refused
 * save keeps the edits and shows the server's message.
 */
export function ChecklistSection({ order, readOnly }: OrderSectionProps) {
  const canEdit = useAllowed(WIDGET_KEYS.orderChecklist, ['permissionInsert', 'permissionUpdate']);
  const canClear = useAllowed(WIDGET_KEYS.orderChecklist, ['permissionDelete']);
  const locked = readOnly || !canEdit;
  const actor = useActorRef(
    checklistLogic.provide({
      actions: { checklistSaved: () => notify({ type: 'success', title: 'Чек-лист сохранён' }) },
    }),
    { input: { orderId: order.id, readOnly: locked, canClear }, inspect, systemId: 'orderChecklist' },
  );
  useEffect(() => actor.send({ type: 'checklist.access', readOnly: locked, canClear }), [actor, locked, canClear]);

  const loading = useSelector(actor, (s) => s.hasTag('loading') && s.context.loaded.length === 0);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const loadError = useSelector(actor, (s) => (s.matches('failed') ? s.context.loadError : null));
  const saveError = useSelector(actor, (s) => s.context.saveError);
  const lines = useSelector(
    actor,
    (s) => checklistLines(s.context),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const canSave = useSelector(actor, (s) => s.can({ type: 'checklist.save' }));
  const canReset = useSelector(actor, (s) => s.can({ type: 'checklist.reset' }));
  const canToggle = useSelector(actor, (s) => s.matches('ready') && !s.context.readOnly);

  return (
    <Stack gap="3" data-testid="order-checklist">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Чек-лист
        </Heading>
        {!locked && (
          <Flex gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={!canReset || saving}
              onClick={() => actor.send({ type: 'checklist.reset' })}
            >
              Отменить изменения
            </Button>
            <Button
              size="sm"
              colorPalette="blue"
              loading={saving}
              loadingText="Сохранить"
              disabled={!canSave}
              onClick={() => actor.send({ type: 'checklist.save' })}
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
        empty={!loading && !loadError && lines.length === 0}
        onRetry={() => actor.send({ type: 'checklist.retry' })}
      >
        <Table.Root size="sm" aria-label="Чек-лист">
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.contentRefValueId} data-testid="checklist-line">
                <Table.Cell>
                  <Text>{line.contentRefValueName}</Text>
                </Table.Cell>
                <Table.Cell width="12rem">
                  <Button
                    size="xs"
                    variant={line.changed ? 'solid' : 'subtle'}
                    colorPalette={VALUE_PALETTE(line.value)}
                    aria-label={`${line.contentRefValueName}: ${VALUE_TEXT(line.value)}`}
                    disabled={!canToggle || saving}
                    onClick={() => actor.send({ type: 'checklist.toggle', contentRefValueId: line.contentRefValueId })}
                  >
                    {VALUE_TEXT(line.value)}
                  </Button>
                </Table.Cell>
                <Table.Cell width="8rem">{line.changed && <Badge colorPalette="orange">изменено</Badge>}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LoadState>
    </Stack>
  );
}
