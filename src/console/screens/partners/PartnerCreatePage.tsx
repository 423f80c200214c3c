import { Heading, Stack } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../components/usePageTitle';
import { PartnerMainForm } from './PartnerMainForm';

/** /partners/create: the main data of a new partner; once saved, its card opens. */
export default function PartnerCreatePage({ title }: { title: string }) {
  usePageTitle(title);
  const [, navigate] = useLocation();
  return (
    <Stack gap="4" data-testid="partner-create">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <PartnerMainForm partner={null} onSaved={(created) => navigate(`/partners/${created.id}`, { replace: true })} />
    </Stack>
  );
}
