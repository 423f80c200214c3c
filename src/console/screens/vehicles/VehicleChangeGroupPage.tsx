import { Badge, Box, Button, Checkbox, Flex, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { vehicleChangesReviewMachine } from '../../../../machines/vehicles/vehicleChangesReviewMachine';
import { formatDateTime } from '../../../shared/format';
import {
  VEHICLE_CHANGE_GROUP_TITLES,
  VEHICLE_CHANGE_GROUPS,
  VEHICLE_CHANGE_KIND_TITLES,
  VEHICLE_CHANGE_STATUS_TITLES,
  VEHICLE_CHANGE_STATUSES,
  type VehicleChangeGroup,
  type VehicleChangeStatus,
} from '../../../shared/schemas/vehicles/vehicleCatalogChanges';
import { applyVehicleChanges, fetchVehicleChanges, rejectVehicleChanges } from '../../api/vehicles/vehicleChangesApi';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { LoadState } from '../../components/LoadState';
import { Notice } from '../../components/Notice';
import { usePageTitle } from '../../components/usePageTitle';
import { inspect } from '../../debug/inspector';
import { useAllowed } from '../../session/useSession';

const KIND_PALETTE = { added: 'green', renamed: 'blue', removed: 'red' } as const;

/** /vehicle/changes/:group/: one level's changes; pending ones are chosen and applied or rejected after a question. */
export default function VehicleChangeGroupPage({ title }: { title: string }) {
  const { group } = useParams<{ group: string }>();
  const known = (VEHICLE_CHANGE_GROUPS as readonly string[]).includes(group);
  usePageTitle(known ? `${title}: ${VEHICLE_CHANGE_GROUP_TITLES[group as VehicleChangeGroup]}` : title);
  if (!known)
    return (
      <Stack gap="4">
        <Link href="/vehicle/changes">← Изменения каталога</Link>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Notice
          status="warning"
          polite
          title={`Группа изменений «${group}» не найдена`}
          description={`Группы каталога: ${VEHICLE_CHANGE_GROUPS.map((g) => VEHICLE_CHANGE_GROUP_TITLES[g].toLowerCase()).join(', ')}.`}
        />
      </Stack>
    );
  return <GroupReview key={group} group={group as VehicleChangeGroup} />;
}

function GroupReview({ group }: { group: VehicleChangeGroup }) {
  const canReview = useAllowed('vehicle.changes', ['permissionUpdate']);
  const actor = useActorRef(
    vehicleChangesReviewMachine.provide({
      actors: {
        load: fromPromise(({ input }) => fetchVehicleChanges(group, input.status)),
        apply: fromPromise(({ input }) => applyVehicleChanges(group, input.ids)),
        reject: fromPromise(({ input }) => rejectVehicleChanges(group, input.ids)),
      },
    }),
    { input: {}, inspect, systemId: 'vehicleChanges.review' },
  );
  const rows = useSelector(actor, (s) => s.context.rows);
  const status = useSelector(actor, (s) => s.context.status);
  const selected = useSelector(actor, (s) => s.context.selected);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const asking = useSelector(actor, (s) => s.matches('confirming') || s.hasTag('submitting') || s.matches('failed'));
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));
  const action = useSelector(actor, (s) => s.context.action);
  const lastReview = useSelector(actor, (s) => s.context.lastReview);
  const canApply = useSelector(actor, (s) => s.can({ type: 'changes.apply' }));
  const pending = status === 'pending';
  const reasons = error?.details ?? {};

  return (
    <Stack gap="4" data-testid="vehicle-change-group">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="1">
          <Link href="/vehicle/changes">← Изменения каталога</Link>
          <Heading as="h1" size="xl">
            {VEHICLE_CHANGE_GROUP_TITLES[group]}
          </Heading>
        </Stack>
        <Flex gap="2" align="center" wrap="wrap">
          <NativeSelect.Root size="sm" width="220px">
            <NativeSelect.Field
              aria-label="Статус"
              value={status}
              onChange={(e) => actor.send({ type: 'changes.status', status: e.target.value as VehicleChangeStatus })}
            >
              {VEHICLE_CHANGE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {VEHICLE_CHANGE_STATUS_TITLES[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {canReview && pending && (
            <>
              <Button
                size="sm"
                variant="outline"
                disabled={!canApply}
                onClick={() => actor.send({ type: 'changes.reject' })}
              >
                Отклонить
              </Button>
              <Button
                size="sm"
                colorPalette="blue"
                disabled={!canApply}
                onClick={() => actor.send({ type: 'changes.apply' })}
              >
                Применить
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      {lastReview && (
        <Notice
          status="success"
          title={`${lastReview.action === 'apply' ? 'Применено' : 'Отклонено'} изменений: ${lastReview.count}`}
        />
      )}
      <LoadState
        loading={loading && !rows}
        error={loadFailed ? error : null}
        empty={(rows?.length ?? 0) === 0}
        onRetry={() => actor.send({ type: 'changes.reload' })}
      >
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="vehicle-change-rows">
            <Table.Header>
              <Table.Row>
                {pending && canReview && (
                  <Table.ColumnHeader width="40px">
                    <Checkbox.Root
                      aria-label="Выбрать все"
                      checked={rows !== null && rows.length > 0 && selected.length === rows.length}
                      onCheckedChange={() => actor.send({ type: 'changes.toggleAll' })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                )}
                <Table.ColumnHeader>Изменение</Table.ColumnHeader>
                <Table.ColumnHeader>Название</Table.ColumnHeader>
                <Table.ColumnHeader>Относится к</Table.ColumnHeader>
                <Table.ColumnHeader>Найдено</Table.ColumnHeader>
                {!pending && <Table.ColumnHeader>Рассмотрено</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows?.map((r) => (
                <Table.Row key={r.id} data-testid="vehicle-change-row">
                  {pending && canReview && (
                    <Table.Cell>
                      <Checkbox.Root
                        aria-label={`Выбрать: ${r.name}`}
                        checked={selected.includes(r.id)}
                        onCheckedChange={() => actor.send({ type: 'changes.toggle', id: r.id })}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  )}
                  <Table.Cell>
                    <Badge colorPalette={KIND_PALETTE[r.kind]}>{VEHICLE_CHANGE_KIND_TITLES[r.kind]}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {r.previousName ? (
                      <>
                        {r.previousName} → <b>{r.name}</b>
                      </>
                    ) : (
                      r.name
                    )}
                    {reasons[String(r.id)] && (
                      <Text color="red.600" fontSize="sm">
                        {reasons[String(r.id)]}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{r.parentName ?? '—'}</Table.Cell>
                  <Table.Cell>{formatDateTime(r.detectedDate)}</Table.Cell>
                  {!pending && (
                    <Table.Cell>
                      {r.reviewedDate ? formatDateTime(r.reviewedDate) : '—'} {r.reviewedByName ?? ''}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </LoadState>
      {asking && (
        <ConfirmDialog
          title={action === 'apply' ? 'Применить изменения?' : 'Отклонить изменения?'}
          confirmLabel={action === 'apply' ? 'Применить' : 'Отклонить'}
          confirmPalette={action === 'apply' ? 'blue' : 'red'}
          busy={submitting}
          error={error}
          testId="vehicle-changes-confirm"
          onCancel={() => actor.send({ type: 'changes.cancel' })}
          onConfirm={() => actor.send({ type: 'changes.confirm' })}
        >
          <Text>
            {action === 'apply'
              ? `Выбранные изменения (${selected.length}) будут внесены в каталог автомобилей: все или ни одного.`
              : `Выбранные изменения (${selected.length}) будут отклонены, каталог не изменится.`}
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
