import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { fetchRole } from '../../api/rolesApi';
import { LoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { PermissionsEditor } from './PermissionsEditor';
import { RoleDialog } from './RoleDialog';
import { RoleServicesPanel } from './RoleServicesPanel';

/** /roles/edit/:role: the role card: its main data (edited in the role dialog), its permissions and its services. */
export default function RoleCardPage({ title }: { title: string }) {
  usePageTitle(title);
  const roleId = Number(useParams<{ role: string }>().role);
  const role = useRemoteData('roles.card', fetchRole, roleId);
  const canUpdate = useAllowed('roles', ['permissionUpdate']);
  const [editing, setEditing] = useState(false);
  const data = role.data;

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {data ? `Роль «${data.name}»` : title}
        </Heading>
        <Link href="/roles">К списку ролей</Link>
      </Flex>
      <LoadState
        loading={role.loading && !data}
        error={role.failed ? role.error : null}
        empty={false}
        onRetry={role.reload}
      >
        {data && (
          <>
            <Stack gap="1" data-testid="role-main">
              <Text>Партнёр: {data.partnerName ?? 'без партнёра'}</Text>
              <Text>Родительская роль: {data.parentRoleName ?? 'нет'}</Text>
              <Flex gap="2">
                {data.isTemplate && <Badge>Шаблон</Badge>}
                {data.deletedDate && <Badge colorPalette="red">Удалена</Badge>}
              </Flex>
              <Button size="sm" alignSelf="flex-start" variant="outline" onClick={() => setEditing(true)}>
                Изменить
              </Button>
            </Stack>
            <Stack gap="2">
              <Heading as="h2" size="md">
                Права роли
              </Heading>
              <PermissionsEditor
                key={data.id}
                holder={{ kind: 'role', id: data.id }}
                canEdit={canUpdate && !data.deletedDate}
              />
            </Stack>
            <Stack gap="2">
              <Heading as="h2" size="md">
                Услуги роли
              </Heading>
              <RoleServicesPanel roleId={data.id} canEdit={canUpdate && !data.deletedDate} />
            </Stack>
            <RoleDialog
              open={editing}
              role={data}
              partnerId={data.partnerId}
              onClose={() => setEditing(false)}
              onChanged={() => role.reload()}
            />
          </>
        )}
      </LoadState>
    </Stack>
  );
}
