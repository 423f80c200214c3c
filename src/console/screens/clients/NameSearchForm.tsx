import { Box, Button, Flex, Heading, Link, List, Text } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { toRuDate } from '../../../shared/format';
import { type NameSearchInput, nameSearchSchema } from '../../../shared/schemas/fields/names';
import { searchClientsByName } from '../../api/clientsApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { TextField } from '../../components/TextField';
import { useRemoteData } from '../../hooks/useRemoteData';
import { clientFullName, formatPhone } from './clientDisplay';

const search = async (query: NameSearchInput | null) => (query ? searchClientsByName(query) : null);

/** The search by name: both names required (marked *); 'Найденные клиенты' or 'Никого не нашлось'. */
export function NameSearchForm() {
  // The query last sent (null before the first search): the remote data chart loads it.
  const [query, setQuery] = useState<NameSearchInput | null>(null);
  const result = useRemoteData('clientSearch.name', search, query);

  const [form, fields] = useForm<NameSearchInput>({
    id: 'client-name-search',
    // A search form checks when asked to search: leaving an empty field is not a mistake (and a message appearing
    // on blur would move the other form's button from under the pointer).
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: nameSearchSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const next = submission.value;
      if (query && next.firstName === query.firstName && next.lastName === query.lastName) result.reload();
      else setQuery(next);
    },
  });

  const clients = result.data;
  return (
    <Box as="section" aria-labelledby="client-name-search-title">
      <Heading as="h2" size="md" id="client-name-search-title" mb="3">
        Поиск по имени
      </Heading>
      <form {...getFormProps(form)} noValidate aria-label="Поиск по имени">
        <Flex gap="3" align="flex-start" wrap="wrap">
          <Box flex="1" minW="12rem" maxW="20rem">
            <TextField meta={fields.lastName} label="Фамилия" required autoComplete="off" />
          </Box>
          <Box flex="1" minW="12rem" maxW="20rem">
            <TextField meta={fields.firstName} label="Имя" required autoComplete="off" />
          </Box>
          <Button
            type="submit"
            colorPalette="blue"
            mt="6"
            loading={result.loading && query !== null}
            loadingText="Найти"
          >
            Найти
          </Button>
        </Flex>
      </form>
      {result.error && (
        <Box mt="3">
          <ErrorPanel title="Ошибка загрузки данных" error={result.error} onRetry={result.reload} />
        </Box>
      )}
      {!result.error && !result.loading && clients && clients.length === 0 && (
        <Text mt="3" color="fg.muted" data-testid="name-search-empty">
          Никого не нашлось
        </Text>
      )}
      {!result.error && clients && clients.length > 0 && (
        <Box mt="3" data-testid="name-search-results">
          <Heading as="h3" size="sm" mb="2">
            Найденные клиенты
          </Heading>
          <List.Root gap="1" variant="plain">
            {clients.map((c) => (
              <List.Item key={c.id}>
                <Link asChild color={c.isBlocked ? 'red.600' : 'blue.700'}>
                  <RouterLink href={`/client/${c.id}/`}>{clientFullName(c)}</RouterLink>
                </Link>
                <Text as="span" color="fg.muted" ms="2">
                  {[
                    formatPhone(c.phoneNumber),
                    c.dateOfBirth ? `д.р. ${toRuDate(c.dateOfBirth)}` : null,
                    c.isBlocked ? 'заблокирован' : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Box>
  );
}
