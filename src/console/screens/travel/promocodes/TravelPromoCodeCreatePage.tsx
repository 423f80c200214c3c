import { Heading, Stack } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../../components/usePageTitle';
import { PromoCodeForm } from './PromoCodeForm';
import { travelPromoCodePath } from './travelPromoCodePaths';

/** /vzr/promocodes/create: a new promo code; once saved, its card opens for the commissions. */
export default function TravelPromoCodeCreatePage({ title }: { title: string }) {
  usePageTitle(title);
  const [, navigate] = useLocation();
  return (
    <Stack gap="4" data-testid="promo-code-create">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <PromoCodeForm promo={null} onSaved={(created) => navigate(travelPromoCodePath(created.id), { replace: true })} />
    </Stack>
  );
}
