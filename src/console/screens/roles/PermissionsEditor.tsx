import { Box, Button, ButtonGroup, Checkbox, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { permissionsEditorMachine, shownFlags } from '../../../../machines/roles/permissionsEditorMachine';
import {
  PERMISSION_FLAG_TITLES,
  PERMISSION_FLAGS,
  type PermissionHolder,
  type PermissionMode,
} from '../../../shared/schemas/roles/permissionsAdmin';
import { fetchHolderPermissions, fetchOperations, savePermissions } from '../../api/rolesApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { LoadState } from '../../components/LoadState';
import { inspect } from '../../debug/inspector';

const editorMachine = permissionsEditorMachine.provide({
  actors: {
    load: fromPromise(async ({ input }) => {
      const [operations, rows] = await Promise.all([fetchOperations(), fetchHolderPermissions(input.holder)]);
      return { operations, rows };
    }),
    save: fromPromise(({ input }) => savePermissions(input.holder, input.rows)),
  },
});

const MODE_LABELS: Record<PermissionMode, string> = { SIMPLE: 'Простой режим', EXTENDED: 'Расширенный режим' };

/**
 * One holder's permissions: every operation with its flags ('available' only in the simple mode, all four in the
 * extended one); 'Сохранить' sends the changed rows only. Mount it with `key` = the holder, so a new holder starts
 * afresh.
 */
export function PermissionsEditor({ holder, canEdit }: { holder: PermissionHolder; canEdit: boolean }) {
  const actor = useActorRef(editorMachine, { input: { holder }, inspect });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const operations = useSelector(actor, (s) => s.context.operations);
  const saved = useSelector(actor, (s) => s.context.saved);
  const edits = useSelector(actor, (s) => s.context.edits);
  const mode = useSelector(actor, (s) => s.context.mode);
  const canSave = useSelector(actor, (s) => s.can({ type: 'permissions.save' }));
  // The search narrows what is shown, nothing else: view state.
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = operations.filter(
    (o) => !needle || o.operationKey.toLowerCase().includes(needle) || o.name.toLowerCase().includes(needle),
  );
  const flags = mode === 'SIMPLE' ? (['available'] as const) : PERMISSION_FLAGS;

  return (
    <Stack gap="3" data-testid="permissions-editor">
      <Flex gap="3" wrap="wrap" align="center">
        <ButtonGroup size="sm" attached variant="outline">
          {(['SIMPLE', 'EXTENDED'] as const).map((m) => (
            <Button
              key={m}
              variant={mode === m ? 'solid' : 'outline'}
              aria-pressed={mode === m}
              onClick={() => actor.send({ type: 'permissions.mode', mode: m })}
            >
              {MODE_LABELS[m]}
            </Button>
          ))}
        </ButtonGroup>
        <Input
          size="sm"
          maxW="320px"
          placeholder="Поиск операции"
          aria-label="Поиск операции"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {canEdit && (
          <Flex gap="2" ml="auto">
            <Button
              size="sm"
              variant="outline"
              disabled={!canSave || saving}
              onClick={() => actor.send({ type: 'permissions.discard' })}
            >
              Отменить изменения
            </Button>
            <Button
              size="sm"
              loading={saving}
              disabled={!canSave}
              onClick={() => actor.send({ type: 'permissions.save' })}
            >
              Сохранить права
            </Button>
          </Flex>
        )}
      </Flex>
      {error && !failed && <ErrorPanel error={error} />}
      <LoadState
        loading={loading}
        error={failed ? error : null}
        empty={shown.length === 0}
        onRetry={() => actor.send({ type: 'permissions.reload' })}
      >
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Операция</Table.ColumnHeader>
                <Table.ColumnHeader>Ключ</Table.ColumnHeader>
                {flags.map((f) => (
                  <Table.ColumnHeader key={f} textAlign="center">
                    {PERMISSION_FLAG_TITLES[f]}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((op) => {
                const value = shownFlags({ saved, edits }, op.id);
                return (
                  <Table.Row key={op.id} data-testid="permission-row" bg={edits[op.id] ? 'yellow.50' : undefined}>
                    <Table.Cell>{op.name}</Table.Cell>
                    <Table.Cell>
                      <Text fontFamily="mono" fontSize="xs">
                        {op.operationKey}
                      </Text>
                    </Table.Cell>
                    {flags.map((f) => (
                      <Table.Cell key={f} textAlign="center">
                        <Checkbox.Root
                          size="sm"
                          checked={value[f]}
                          disabled={!canEdit || saving}
                          aria-label={`${PERMISSION_FLAG_TITLES[f]}: ${op.operationKey}`}
                          onCheckedChange={(e) =>
                            actor.send({
                              type: 'permissions.toggle',
                              operationId: op.id,
                              flag: f,
                              value: e.checked === true,
                            })
                          }
                        >
                          <Checkbox.HiddenInput aria-label={`${PERMISSION_FLAG_TITLES[f]}: ${op.operationKey}`} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      </LoadState>
    </Stack>
  );
}
