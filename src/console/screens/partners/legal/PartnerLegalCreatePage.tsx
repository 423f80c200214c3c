import { Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation, useParams } from 'wouter';
import { fetchPartner } from '../../../api/partners/partnersApi';
import { usePageTitle } from '../../../components/usePageTitle';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { PartnerLegalForm } from './PartnerLegalForm';

/** /partners/legal/create/:partnerId: a new legal entity of the partner; once saved, its card opens. */
export default function PartnerLegalCreatePage({ title }: { title: string }) {
  usePageTitle(title);
  const { partnerId } = useParams<{ partnerId: string }>();
  const id = Number(partnerId);
  const [, navigate] = useLocation();
  const partner = useRemoteData('partnerLegal.create.partner', fetchPartner, id);
  return (
    <Stack gap="4" data-testid="partner-legal-create">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {partner.data && <Text>Партнёр: {partner.data.name}</Text>}
      {partner.failed && partner.error && <Text color="fg.error">{partner.error.message}</Text>}
      {Number.isInteger(id) && id > 0 && (
        <PartnerLegalForm
          target={{ partnerId: id }}
          onSaved={(created) => navigate(`/partners/legal/${created.id}`, { replace: true })}
        />
      )}
    </Stack>
  );
}
