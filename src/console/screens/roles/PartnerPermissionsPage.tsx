import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { usePageTitle } from '../../components/usePageTitle';
import { useAllowed } from '../../session/useSession';
import { PartnerFilter } from './PartnerFilter';
import { PermissionsEditor } from './PermissionsEditor';
import { usePartnerOptions } from './usePartnerOptions';

/**
 * /partner/permissions: a partner's own permissions, the ceiling of what its staff may share out. Only platform
 * staff change them (the server refuses a partner's staff); a partner's staff see their partner's.
 */
export default function PartnerPermissionsPage({ title }: { title: string }) {
  usePageTitle(title);
  const { options: partners, lockedTo } = usePartnerOptions();
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const shown = lockedTo ?? partnerId;
  const canEdit = useAllowed('partner.permissions', ['permissionUpdate']) && lockedTo === null;
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <PartnerFilter
        locked={lockedTo !== null}
        value={shown}
        options={partners}
        onChange={setPartnerId}
        emptyLabel="Выберите партнёра"
      />
      {shown ? (
        <PermissionsEditor key={shown} holder={{ kind: 'partner', id: shown }} canEdit={canEdit} />
      ) : (
        <Text color="fg.muted">Выберите партнёра, чтобы увидеть его права.</Text>
      )}
    </Stack>
  );
}
