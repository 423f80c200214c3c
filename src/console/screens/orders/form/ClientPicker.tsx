import { Button, Link as ChakraLink, Flex, Input, Stack, Text } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { FieldShell } from '../../../components/inputs/FieldShell';
import { useFieldControl } from '../../../components/inputs/useFieldControl';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { usePermissions } from '../../../session/useSession';
import { clientFullName, formatPhone } from '../../clients/clientDisplay';
import { allowedClientSearchModes, clientSearchHint, loadChosenClient, searchClients } from './clientSearch';

interface Props {
  meta: FieldMetadata<string>;
  /** An order's client is not changed: it is shown with a link to the client card. */
  fixed: boolean;
  serverError?: string;
  /** Whether the form needs a client; by default it does unless it is fixed (an order's client). */
  required?: boolean;
  /** The stored order's client as the order names it: shown when the user may not open client cards. */
  storedLabel?: string | null;
}

/**
 * 'Клиент': found by phone or by name, as far as the user's permissions allow each, and chosen from the answers; the
 * form holds the id.
 */
export function ClientPicker({ meta, fixed, serverError, required = !fixed, storedLabel = null }: Props) {
  const control = useFieldControl(meta);
  const clientId = Number(control.value) || 0;
  const perms = usePermissions();
  const modes = useMemo(() => allowedClientSearchModes(perms), [perms]);
  // Reading the chosen client's card needs the same key as the phone lookup.
  const mayRead = modes.includes('phone');
  const chosen = useRemoteData('orderForm.client', loadChosenClient, { clientId, mayRead });
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const found = useRemoteData('orderForm.clientSearch', searchClients, { text: query, modes });
  const client = chosen.data;
  const hint = clientSearchHint(modes);
  const mayFind = modes.length > 0;

  // The same words again ask the server again (a client may have been added meanwhile).
  const search = () => (typed === query ? found.reload() : setQuery(typed));
  const choose = (id: number) => {
    control.change(String(id));
    control.blur();
  };

  return (
    <FieldShell meta={meta} label="Клиент" required={required} serverError={serverError}>
      <input {...control.valueInputProps} />
      {clientId > 0 ? (
        <Flex gap="3" align="center" wrap="wrap" data-testid="order-client">
          {client ? (
            <ChakraLink asChild color="blue.700">
              <Link href={`/client/${client.id}/`}>
                {clientFullName(client)}, {formatPhone(client.phoneNumber)}
              </Link>
            </ChakraLink>
          ) : (
            <Text color={storedLabel ? undefined : 'fg.muted'}>{storedLabel || `Клиент № ${clientId}`}</Text>
          )}
          {!fixed && (
            <Button size="xs" variant="outline" onClick={() => control.change('')}>
              Сменить клиента
            </Button>
          )}
        </Flex>
      ) : (
        <Stack gap="2" width="full">
          <Flex gap="2">
            <Input
              aria-label="Поиск клиента"
              placeholder={hint}
              title={hint}
              disabled={!mayFind}
              data-search-modes={modes.join(' ')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                // Enter searches here instead of sending the whole form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  search();
                }
              }}
            />
            <Button variant="outline" onClick={search} loading={found.loading} disabled={!mayFind}>
              Найти
            </Button>
          </Flex>
          {found.error && <Text color="fg.error">{found.error.message}</Text>}
          {query && found.data?.length === 0 && <Text color="fg.muted">По Вашему запросу ничего не найдено</Text>}
          {found.data?.map((c) => (
            <Flex
              key={c.id}
              gap="3"
              align="center"
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
            >
              <Text>
                {clientFullName(c)}, {formatPhone(c.phoneNumber)}
              </Text>
              <Button size="xs" onClick={() => choose(c.id)}>
                Выбрать
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </FieldShell>
  );
}
