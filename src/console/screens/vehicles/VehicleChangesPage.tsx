import { Badge, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { detectVehicleChanges, fetchVehicleChangeGroups } from '../../api/vehicles/vehicleChangesApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { LoadState } from '../../components/LoadState';
import { Notice } from '../../components/Notice';
import { usePageTitle } from '../../components/usePageTitle';
import { inspect } from '../../debug/inspector';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';

/**
 * /vehicle/changes: the catalogue levels with how many changes wait in each; 'Проверить изменения' compares the
 * catalogue with its feed now (the scheduled job does it too).
 */
export default function VehicleChangesPage({ title }: { title: string }) {
  usePageTitle(title);
  const canReview = useAllowed('vehicle.changes', ['permissionUpdate']);
  const groups = useRemoteData('vehicleChanges.groups', () => fetchVehicleChangeGroups(), null);
  // The kit's submission chart ends without an output: the answer is kept beside it, as ModalForm does.
  const result = useRef<{ staged: number } | null>(null);
  const detect = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise<unknown, { values: unknown }>(async () => {
          result.current = await detectVehicleChanges();
          return result.current;
        }),
      },
    }),
    { inspect, systemId: 'vehicleChanges.detect' },
  );
  const detecting = useSelector(detect, (s) => s.hasTag('busy'));
  const detected = useSelector(detect, (s) => (s.status === 'done' ? result.current : null));
  const detectError = useSelector(detect, (s) => s.context.error);
  const { reload } = groups;
  useEffect(() => {
    if (detected) reload();
  }, [detected, reload]);

  return (
    <Stack gap="4" data-testid="vehicle-changes">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {canReview && (
          <Button
            size="sm"
            colorPalette="blue"
            loading={detecting}
            disabled={Boolean(detected)}
            onClick={() => detect.send({ type: 'form.submit', values: null })}
          >
            Проверить изменения
          </Button>
        )}
      </Flex>
      {detectError && <ErrorPanel title="Проверка не выполнена" error={detectError} />}
      {detected && <Notice status="success" title={`Найдено новых изменений: ${detected.staged}`} />}
      <LoadState
        loading={groups.loading && !groups.data}
        error={groups.failed ? groups.error : null}
        empty={false}
        onRetry={reload}
      >
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {groups.data?.map((g) => (
            <Card.Root key={g.group} data-testid={`vehicle-changes-${g.group}`}>
              <Card.Body gap="2">
                <Flex justify="space-between" align="center">
                  <Heading as="h2" size="md">
                    {g.title}
                  </Heading>
                  <Badge colorPalette={g.pending > 0 ? 'orange' : 'gray'}>{g.pending}</Badge>
                </Flex>
                <Text color="fg.muted">{g.pending > 0 ? `Ожидают решения: ${g.pending}` : 'Изменений нет'}</Text>
                <Link href={`/vehicle/changes/${g.group}/`}>Открыть</Link>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </LoadState>
    </Stack>
  );
}
