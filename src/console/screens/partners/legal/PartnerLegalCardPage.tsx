import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { PartnerLegalCard } from '../../../../shared/schemas/partners/partnerLegals';
import { deletePartnerLegal, fetchPartnerLegal, restorePartnerLegal } from '../../../api/partners/partnerLegalsApi';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { CardLoadState } from '../../../components/LoadState';
import { IfAllowed } from '../../../components/PermissionGate';
import { usePageTitle } from '../../../components/usePageTitle';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { notify } from '../../../toasts/toaster';
import { PartnerLegalForm } from './PartnerLegalForm';

/** /partners/legal/:partnerLegalId: a legal entity's card: its data, delete (soft) or restore. */
export default function PartnerLegalCardPage({ title }: { title: string }) {
  const { partnerLegalId } = useParams<{ partnerLegalId: string }>();
  const id = Number(partnerLegalId);
  if (!Number.isInteger(id) || id <= 0) return <LegalNotFound />;
  return <LegalCard key={id} id={id} title={title} />;
}

function LegalNotFound() {
  return (
    <Stack gap="3" data-testid="partner-legal-not-found">
      <Heading as="h1" size="xl">
        Юридическое лицо не найдено
      </Heading>
      <Text>Возможно, ссылка неверна или у вас нет к нему доступа.</Text>
      <Box>
        <Button asChild variant="outline">
          <Link href="/partners/legal">К списку юридических лиц</Link>
        </Button>
      </Box>
    </Stack>
  );
}

function LegalCard({ id, title }: { id: number; title: string }) {
  const remote = useRemoteData('partnerLegalCard', fetchPartnerLegal, id);
  const [saved, setSaved] = useState<PartnerLegalCard | null>(null);
  const [version, setVersion] = useState(0);
  const [asking, setAsking] = useState(false);
  const legal = saved ?? remote.data;
  usePageTitle(legal?.name ?? title);

  if (remote.failed && remote.error) return <CardLoadState error={remote.error} onRetry={remote.reload} />;
  // ENTITY_NOT_FOUND is no error here (seed §8): the lookup answers null.
  if (remote.data === null) return <LegalNotFound />;
  if (!legal) return <CardLoadState onRetry={remote.reload} />;
  const deleted = legal.deletedDate !== null;
  return (
    <Stack gap="5" data-testid="partner-legal-card">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {legal.name} {deleted && <Badge colorPalette="red">Удалено</Badge>}
          </Heading>
          <Link href={`/partners/${legal.partnerId}?tab=legals`}>{legal.partnerName}</Link>
        </Stack>
        <IfAllowed operation="partners.legal" flags={[deleted ? 'permissionUpdate' : 'permissionDelete']}>
          <Button size="sm" variant="outline" colorPalette={deleted ? 'blue' : 'red'} onClick={() => setAsking(true)}>
            {deleted ? 'Восстановить' : 'Удалить'}
          </Button>
        </IfAllowed>
      </Flex>
      <PartnerLegalForm
        key={version}
        target={{ legal }}
        onSaved={(next) => {
          setSaved(next);
          setVersion((v) => v + 1);
        }}
      />
      {asking && (
        <ConfirmCallDialog
          title={deleted ? 'Восстановить юридическое лицо?' : 'Удалить юридическое лицо?'}
          confirmLabel={deleted ? 'Восстановить' : 'Удалить'}
          confirmPalette={deleted ? 'blue' : 'red'}
          testId="partner-legal-delete-dialog"
          call={async () => {
            const next = deleted ? await restorePartnerLegal(legal.id) : await deletePartnerLegal(legal.id);
            setSaved(next);
            setVersion((v) => v + 1);
          }}
          onDone={() => {
            setAsking(false);
            notify({ type: 'success', title: 'Успех', description: deleted ? 'Восстановлено' : 'Удалено' });
          }}
          onCancel={() => setAsking(false)}
        >
          «{legal.name}»
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}
