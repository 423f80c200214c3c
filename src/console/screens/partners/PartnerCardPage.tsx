import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { Partner } from '../../../shared/schemas/partners/partners';
import { deletePartner, fetchPartner, restorePartner } from '../../api/partners/partnersApi';
import { ConfirmCallDialog } from '../../components/dialogs/ConfirmCallDialog';
import { CardLoadState } from '../../components/LoadState';
import { IfAllowed } from '../../components/PermissionGate';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { usePlatformStaff } from '../../session/useSession';
import { notify } from '../../toasts/toaster';
import { PartnerCardTabs } from './PartnerCardTabs';

/** /partners/:code: the partner card. A new id starts a new card. */
export default function PartnerCardPage({ title }: { title: string }) {
  const { code } = useParams<{ code: string }>();
  const partnerId = Number(code);
  if (!Number.isInteger(partnerId) || partnerId <= 0) return <PartnerNotFound />;
  return <PartnerCard key={partnerId} partnerId={partnerId} title={title} />;
}

function PartnerNotFound() {
  return (
    <Stack gap="3" data-testid="partner-not-found">
      <Heading as="h1" size="xl">
        Партнёр не найден
      </Heading>
      <Text>Возможно, ссылка неверна или у вас нет доступа к этому партнёру.</Text>
      <Box>
        <Button asChild variant="outline">
          <Link href="/partners">К списку партнёров</Link>
        </Button>
      </Box>
    </Stack>
  );
}

function PartnerCard({ partnerId, title }: { partnerId: number; title: string }) {
  const platformStaff = usePlatformStaff();
  const remote = useRemoteData('partnerCard', fetchPartner, partnerId);
  // The main form's save answers the partner: shown at once, without a reload.
  const [saved, setSaved] = useState<Partner | null>(null);
  const [asking, setAsking] = useState(false);
  const partner = saved ?? remote.data;
  usePageTitle(partner?.name ?? title);

  // Another partner's card (to partner staff) answers 404: its message, 'Партнёр не найден', shows here.
  if ((remote.failed && remote.error) || !partner)
    return <CardLoadState error={remote.failed && remote.error} onRetry={remote.reload} />;
  const deleted = partner.deletedDate !== null;

  return (
    <Stack gap="5" data-testid="partner-card">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {partner.name} {partner.isCorporateClient && <Badge colorPalette="blue">Корпоративный клиент</Badge>}{' '}
          {deleted && <Badge colorPalette="red">Удалён</Badge>}
        </Heading>
        {/* Only platform staff may delete or restore: the server answers 403 to a partner's staff. */}
        {platformStaff && (
          <IfAllowed operation="partners" flags={['permissionDelete']}>
            <Button size="sm" variant="outline" colorPalette={deleted ? 'blue' : 'red'} onClick={() => setAsking(true)}>
              {deleted ? 'Восстановить' : 'Удалить'}
            </Button>
          </IfAllowed>
        )}
      </Flex>
      <PartnerCardTabs
        partner={partner}
        onSaved={(next) => {
          setSaved(next);
        }}
      />
      {asking && (
        <ConfirmCallDialog
          title={deleted ? 'Восстановить партнёра?' : 'Удалить партнёра?'}
          confirmLabel={deleted ? 'Восстановить' : 'Удалить'}
          confirmPalette={deleted ? 'blue' : 'red'}
          testId="partner-delete-dialog"
          call={() => (deleted ? restorePartner(partner.id) : deletePartner(partner.id))}
          onDone={() => {
            setAsking(false);
            setSaved(null);
            notify({
              type: 'success',
              title: 'Успех',
              description: deleted ? 'Партнёр восстановлен' : 'Партнёр удалён',
            });
            remote.reload();
          }}
          onCancel={() => setAsking(false)}
        >
          «{partner.name}»
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}
