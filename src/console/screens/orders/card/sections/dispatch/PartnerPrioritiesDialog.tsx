import { Badge, Button, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type PriorityRow, priorityChanges } from '../../../../../../../machines/dispatch/priorityEditMachine';
import { WIDGET_KEYS } from '../../../../../../shared/operationKeys';
import { priorityEditLogic } from '../../../../../api/offersApi';
import { FormDialogFrame } from '../../../../../components/dialogs/FormDialogFrame';
import { LoadState } from '../../../../../components/LoadState';
import { Notice } from '../../../../../components/Notice';
import { useDirtyGuard } from '../../../../../components/useDirtyGuard';
import { inspect } from '../../../../../debug/inspector';
import { useAllowed } from '../../../../../session/useSession';
import { notify } from '../../../../../toasts/toaster';

const NO_REGION_TEXT = 'У заявки не указан регион: приоритеты партнёров задаются для региона и услуги.';

const sameRows = (a: PriorityRow[], b: PriorityRow[]) => JSON.stringify(a) === JSON.stringify(b);

interface Props {
  /** The order's region (FIAS id); null when the order has none. */
  fiasId: string | null;
  serviceId: number;
  serviceName: string | null;
  onClose: () => void;
}

/**
 * 'Приоритеты партнёров' for the order's region and service: the partners by priority,
 * each priority 1 to 10. Changed rows are marked; 'Сохранить' sends only them (priorityEditMachine); a row the
 * server refused keeps its mark and shows why. Closing with unsaved rows asks first. Mounted only while open.
 */
export function PartnerPrioritiesDialog({ fiasId, serviceId, serviceName, onClose }: Props) {
  const canEdit = useAllowed(WIDGET_KEYS.partnerPriorities, ['permissionUpdate']);
  const actor = useActorRef(
    priorityEditLogic.provide({
      actions: { prioritiesSaved: () => notify({ type: 'success', title: 'Приоритеты сохранены' }) },
    }),
    { input: { fiasId, serviceId, canEdit }, inspect, systemId: 'partnerPriorities' },
  );
  const blank = useSelector(actor, (s) => s.matches('blank'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const loadError = useSelector(actor, (s) => (s.matches('failed') ? s.context.loadError : null));
  const rows = useSelector(actor, (s) => s.context.rows, sameRows);
  const canSave = useSelector(actor, (s) => s.can({ type: 'priorities.save' }));

  // Dirty while a row is marked: the guard compares the marked rows with none.
  const guard = useDirtyGuard({
    name: 'partnerPriorities.guard',
    title: 'Приоритеты партнёров',
    initialValues: {},
    onClose,
    restoreAfterLoad: true,
    // Kept priorities are typed back into their rows; a row not kept goes back to its stored priority.
    restore: (values) => {
      const kept = new Map((values.rows as { id: number; priority: number }[] | undefined)?.map((r) => [r.id, r]));
      for (const row of actor.getSnapshot().context.rows) {
        const input = String(kept.get(row.id)?.priority ?? row.priority);
        if (input !== row.input) actor.send({ type: 'priority.change', id: row.id, input });
      }
    },
  });
  const { change, load } = guard;
  // The rows arrive after the dialog opens: kept values can go back only into loaded rows.
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const loadedOnce = useRef(false);
  useEffect(() => {
    if (!ready || loadedOnce.current) return;
    loadedOnce.current = true;
    load({});
  }, [ready, load]);
  const marked = JSON.stringify(priorityChanges(rows));
  useEffect(() => change({ rows: JSON.parse(marked) }), [change, marked]);

  return (
    <>
      <FormDialogFrame
        title="Приоритеты партнёров"
        size="lg"
        busy={saving}
        testId="partner-priorities-dialog"
        formProps={{
          noValidate: true,
          onSubmit: (e) => {
            e.preventDefault();
            actor.send({ type: 'priorities.save' });
          },
        }}
        onRequestClose={() => guard.requestLeave({ kind: 'close' })}
        actions={
          canEdit && (
            <Button type="submit" colorPalette="blue" loading={saving} loadingText="Сохранить" disabled={!canSave}>
              Сохранить
            </Button>
          )
        }
      >
        {guard.restoredNotice}
        {serviceName && <Text>Услуга: {serviceName}</Text>}
        {blank ? (
          <Notice status="info" data-testid="no-region" title={NO_REGION_TEXT} />
        ) : (
          <LoadState
            loading={loading}
            error={loadError}
            empty={rows.length === 0}
            onRetry={() => actor.send({ type: 'priorities.retry' })}
          >
            <Table.Root size="sm" aria-label="Приоритеты партнёров">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Партнёр</Table.ColumnHeader>
                  <Table.ColumnHeader width="8rem">Приоритет</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id} data-testid="priority-row">
                    <Table.Cell>{row.partnerName}</Table.Cell>
                    <Table.Cell>
                      <Input
                        size="sm"
                        inputMode="numeric"
                        aria-label={`Приоритет: ${row.partnerName}`}
                        aria-invalid={row.invalid !== null || undefined}
                        value={row.input}
                        readOnly={!canEdit}
                        disabled={saving}
                        onChange={(e) => actor.send({ type: 'priority.change', id: row.id, input: e.target.value })}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <Stack gap="1">
                        {row.updated && (
                          <Badge colorPalette="orange" alignSelf="flex-start">
                            изменено
                          </Badge>
                        )}
                        {(row.invalid ?? row.error) && (
                          <Text color="fg.error" fontSize="sm" role="alert">
                            {row.invalid ?? row.error}
                          </Text>
                        )}
                      </Stack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </LoadState>
        )}
      </FormDialogFrame>
      {guard.dialog}
    </>
  );
}
