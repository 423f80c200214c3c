import { Heading, Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import type { Client } from '../../../shared/schemas/clients/clientEntity';
import { IfAllowed } from '../../components/PermissionGate';
import { usePageTitle } from '../../components/usePageTitle';
import { notify } from '../../toasts/toaster';
import { ClientFormDialog } from './ClientFormDialog';
import { NameSearchForm } from './NameSearchForm';
import { PhoneSearchForm } from './PhoneSearchForm';

const cardPath = (client: Client) => `/client/${client.id}/`;

/** /client/search and /client: find a client by phone or by name, or add one with the searched mobile number. */
export default function ClientSearchPage({ title }: { title: string }) {
  usePageTitle(title);
  const [, navigate] = useLocation();
  // The mobile number of the new client while the dialog is open.
  const [adding, setAdding] = useState<string | null>(null);
  return (
    <Stack gap="6" maxW="60rem">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <PhoneSearchForm onFound={(client) => navigate(cardPath(client))} onAdd={setAdding} />
      <IfAllowed operation={WIDGET_KEYS.personFindByName}>
        <Separator />
        <NameSearchForm />
      </IfAllowed>
      {adding !== null && (
        <ClientFormDialog
          phoneNumber={adding}
          onClose={() => setAdding(null)}
          onCreated={(client) => {
            notify({ type: 'success', title: 'Успех', description: 'Клиент добавлен' });
            navigate(cardPath(client));
          }}
        />
      )}
    </Stack>
  );
}
