import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PermissionHolder } from '../../../shared/schemas/roles/permissionsAdmin';
import { usePageTitle } from '../../components/usePageTitle';
import { useAllowed } from '../../session/useSession';
import { HolderPicker } from './HolderPicker';
import { PermissionsEditor } from './PermissionsEditor';

/** /permissions: pick a role or a user, then edit its permissions operation by operation. */
export default function PermissionsPage({ title }: { title: string }) {
  usePageTitle(title);
  const [holder, setHolder] = useState<PermissionHolder | null>(null);
  const canEdit = useAllowed('permissions', ['permissionUpdate']);
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <HolderPicker onPick={setHolder} />
      {holder ? (
        <PermissionsEditor key={`${holder.kind}:${holder.id}`} holder={holder} canEdit={canEdit} />
      ) : (
        <Text color="fg.muted">Выберите роль или пользователя, чтобы увидеть его права.</Text>
      )}
    </Stack>
  );
}
