import { Heading, Stack } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { fetchTravelDictionaries } from '../../../api/travel/travelDictionariesApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { LoadState } from '../../../components/LoadState';
import { ACCESS_DENIED_TEXT } from '../../../components/PermissionGate';
import { usePageTitle } from '../../../components/usePageTitle';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { TravelPolicyForm } from './TravelPolicyForm';
import { TRAVEL_POLICIES_PATH, travelPolicyCardPath } from './travelPolicyPaths';

const loadDictionaries = () => fetchTravelDictionaries();

/** /vzr/policies/create: a new policy (a draft); once saved, its card opens. */
export default function TravelPolicyCreatePage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const canInsert = useAllowed('vzr.policies', ['permissionInsert']);
  const dictionaries = useRemoteData('travel.policyCreate.dictionaries', loadDictionaries, null);
  usePageTitle(title);
  if (!canInsert) return <ErrorPanel title={title} error={{ message: ACCESS_DENIED_TEXT }} />;
  return (
    <Stack gap="4" data-testid="travel-policy-create">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <LoadState
        loading={dictionaries.loading}
        error={dictionaries.failed ? dictionaries.error : null}
        empty={false}
        onRetry={dictionaries.reload}
      >
        {dictionaries.data && (
          <TravelPolicyForm
            policy={null}
            dictionaries={dictionaries.data}
            onSaved={(policy) => navigate(travelPolicyCardPath(policy.id), { replace: true })}
            cancel={{ to: TRAVEL_POLICIES_PATH }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
