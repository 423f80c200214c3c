import { Button, Flex, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { addRoleService, fetchRoleServices, fetchServicesAdmin, removeRoleService } from '../../api/rolesApi';
import { ErrorPanel, type PanelError } from '../../components/ErrorPanel';
import { LoadState } from '../../components/LoadState';
import { useRemoteData } from '../../hooks/useRemoteData';

/** The services a role's holders may work: listed, added from the live services, removed. */
export function RoleServicesPanel({ roleId, canEdit }: { roleId: number; canEdit: boolean }) {
  const bound = useRemoteData('roles.roleServices', fetchRoleServices, roleId);
  const services = useRemoteData('roles.services', () => fetchServicesAdmin(false), null);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PanelError | null>(null);
  const rows = bound.data ?? [];
  const free = (services.data ?? []).filter((s) => !rows.some((r) => r.serviceId === s.id));

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      bound.reload();
    } catch (e) {
      setError(e as PanelError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" data-testid="role-services">
      {canEdit && (
        <Flex gap="2" align="center" wrap="wrap">
          <NativeSelect.Root size="sm" width="320px">
            <NativeSelect.Field aria-label="Услуга" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{free.length ? 'Выберите услугу' : 'Нет вариантов'}</option>
              {free.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            disabled={!chosen || busy}
            onClick={() =>
              run(async () => {
                await addRoleService(roleId, Number(chosen));
                setChosen('');
              })
            }
          >
            Добавить услугу
          </Button>
        </Flex>
      )}
      {error && <ErrorPanel error={error} />}
      <LoadState
        loading={bound.loading && rows.length === 0}
        error={bound.failed ? bound.error : null}
        empty={rows.length === 0}
        onRetry={bound.reload}
      >
        <Table.Root size="sm" variant="outline">
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.serviceName}</Table.Cell>
                <Table.Cell>
                  <Text color="fg.muted">{r.partnerName ?? 'Для всех партнёров'}</Text>
                </Table.Cell>
                {canEdit && (
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={busy}
                      onClick={() => run(() => removeRoleService(r.id))}
                    >
                      Убрать
                    </Button>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LoadState>
    </Stack>
  );
}
