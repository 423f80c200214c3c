import { Heading, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../components/usePageTitle';
import { useProfile } from '../../session/useSession';
import { BalancePanel } from './BalancePanel';

/** /personal/statistic: the signed-in employee's own balance and its history (a token is enough for one's own). */
export default function PersonalStatisticPage({ title }: { title: string }) {
  const profile = useProfile();
  usePageTitle(title);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {profile && <BalancePanel userId={profile.customerId} tableKey="personal.balance" />}
    </Stack>
  );
}
