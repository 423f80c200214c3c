import { Box, Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { clientCardMachine } from '../../../../machines/clients/clientCardMachine';
import { deleteClient, fetchClient } from '../../api/clientsApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { usePageTitle } from '../../components/usePageTitle';
import { inspect } from '../../debug/inspector';
import { notify } from '../../toasts/toaster';
import { ClientCardHeader } from './ClientCardHeader';
import { ClientCardTabs } from './ClientCardTabs';
import { clientFullName } from './clientDisplay';
import { DeleteClientDialog } from './DeleteClientDialog';

const SEARCH_PATH = '/client/search';

/** /client/:id/: the client card. A new id starts a new card. */
export default function ClientCardPage({ title }: { title: string }) {
  const { id } = useParams<{ id: string }>();
  const clientId = Number(id);
  if (!Number.isInteger(clientId) || clientId <= 0) return <ClientNotFound />;
  return <ClientCard key={clientId} clientId={clientId} title={title} />;
}

function ClientNotFound() {
  return (
    <Stack gap="3" data-testid="client-not-found">
      <Heading as="h1" size="xl">
        Клиент не найден
      </Heading>
      <Text>Возможно, он удалён или ссылка неверна.</Text>
      <Box>
        <Button asChild variant="outline">
          <Link href={SEARCH_PATH}>К поиску клиентов</Link>
        </Button>
      </Box>
    </Stack>
  );
}

function ClientCard({ clientId, title }: { clientId: number; title: string }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const card = useActorRef(
    clientCardMachine.provide({
      actors: {
        load: fromPromise(({ input }) => fetchClient(input.clientId)),
        remove: fromPromise(({ input }) => deleteClient(input.clientId)),
      },
      actions: {
        leaveCard: () => {
          notify({ type: 'success', title: 'Успех', description: 'Клиент удалён' });
          navigateRef.current(SEARCH_PATH);
        },
      },
    }),
    { input: { clientId }, inspect, systemId: 'clientCard' },
  );
  const client = useSelector(card, (s) => s.context.client);
  const shown = useSelector(card, (s) => s.hasTag('shown'));
  const loading = useSelector(card, (s) => s.matches('loading'));
  const reloading = useSelector(card, (s) => s.matches('reloading'));
  const failed = useSelector(card, (s) => s.matches('failed'));
  const notFound = useSelector(card, (s) => s.matches('notFound'));
  const confirming = useSelector(card, (s) => s.matches('confirmingDelete'));
  const deleting = useSelector(card, (s) => s.matches('deleting'));
  const error = useSelector(card, (s) => s.context.error);
  const deleteError = useSelector(card, (s) => s.context.deleteError);
  usePageTitle(client ? clientFullName(client) : title);

  const reload = () => card.send({ type: 'card.reload' });

  if (loading)
    return (
      <Center py="10" aria-busy="true">
        <Spinner aria-label="Загрузка" />
      </Center>
    );
  if (notFound) return <ClientNotFound />;
  if (failed && error)
    return <ErrorPanel testId="load-failed" title="Ошибка загрузки данных" error={error} onRetry={reload} />;
  if (!shown || !client) return null;

  return (
    <Stack gap="5" data-testid="client-card">
      <ClientCardHeader client={client} reloading={reloading} onReload={reload} />
      {error && <ErrorPanel title="Ошибка загрузки данных" error={error} onRetry={reload} />}
      {deleteError && <ErrorPanel title="Клиент не удалён" error={deleteError} />}
      <ClientCardTabs
        client={client}
        onClientChanged={reload}
        onClientSaved={(saved) => card.send({ type: 'card.saved', client: saved })}
        onDelete={() => card.send({ type: 'card.delete' })}
        deleting={deleting}
      />
      <DeleteClientDialog
        open={confirming || deleting}
        name={clientFullName(client)}
        deleting={deleting}
        onCancel={() => card.send({ type: 'card.delete.cancel' })}
        onConfirm={() => card.send({ type: 'card.delete.confirm' })}
      />
    </Stack>
  );
}
