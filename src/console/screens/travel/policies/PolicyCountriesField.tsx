import { Box, chakra, Field, Flex, Input, Stack, Tag, Text } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { useDeferredValue, useState } from 'react';
import type { TravelCountry } from '../../../../shared/schemas/travel/travelDictionaries';

const chosenOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

/**
 * The countries of the trip: the chosen ones as tags, and every country as a checkbox filtered by the search. A
 * country filtered out stays in the form (hidden, not removed), so a search never drops a choice.
 */
export function PolicyCountriesField({
  meta,
  countries,
  serverError,
}: {
  meta: FieldMetadata<string[]>;
  countries: TravelCountry[];
  serverError?: string;
}) {
  // View state only: the search text of the list.
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const initial = new Set(chosenOf(meta.initialValue));
  const chosen = new Set(chosenOf(meta.value));
  const message = meta.errors?.[0] ?? serverError;
  const matches = (c: TravelCountry) =>
    !query || c.name.toLowerCase().includes(query) || c.code.toLowerCase() === query;
  return (
    <Field.Root id={meta.id} ids={{ errorText: meta.errorId }} invalid={Boolean(message)} required>
      <Field.Label>
        Страны <Field.RequiredIndicator />
      </Field.Label>
      <Stack gap="2" w="full">
        <Flex gap="1" wrap="wrap" data-testid="chosen-countries" minH="6">
          {countries
            .filter((c) => chosen.has(c.code))
            .map((c) => (
              <Tag.Root key={c.code} size="sm" colorPalette="blue">
                <Tag.Label>{c.name}</Tag.Label>
              </Tag.Root>
            ))}
          {chosen.size === 0 && (
            <Text color="fg.muted" fontSize="sm">
              Не выбрано
            </Text>
          )}
        </Flex>
        <Input
          size="sm"
          placeholder="Поиск страны"
          aria-label="Поиск страны"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Box maxH="48" overflowY="auto" borderWidth="1px" borderRadius="md" px="2" py="1">
          {countries.map((c) => (
            <Flex as="label" key={c.code} gap="2" align="center" py="0.5" display={matches(c) ? 'flex' : 'none'}>
              <chakra.input
                type="checkbox"
                name={meta.name}
                value={c.code}
                defaultChecked={initial.has(c.code)}
                form={meta.formId}
              />
              {c.name}
            </Flex>
          ))}
        </Box>
      </Stack>
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
