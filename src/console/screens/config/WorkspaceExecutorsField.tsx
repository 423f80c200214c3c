import { Box, Checkbox, Fieldset, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { WORK_SHIFT_HOURS } from '../../../shared/constants';
import type { WorkspaceConfig } from '../../../shared/workspace';

type Executor = WorkspaceConfig['executors'][number];

interface Props {
  /** The office's employees to choose from. */
  options: Executor[];
  value: Executor[];
  onChange: (value: Executor[]) => void;
  loading: boolean;
  disabled: boolean;
  /** Why the list is empty (no office chosen, nobody in the office). */
  emptyText: string;
}

/**
 * 'Исполнители смены': a multi-select of the office's employees, a quick filter over a list of checkboxes, the chosen
 * ones above it as tags (also those no longer in the list, so a stored choice can still be removed).
 */
export function WorkspaceExecutorsField({ options, value, onChange, loading, disabled, emptyText }: Props) {
  const [search, setSearch] = useState('');
  const chosen = new Set(value.map((e) => e.id));
  const needle = search.trim().toLocaleLowerCase('ru');
  const shown = needle ? options.filter((o) => o.name.toLocaleLowerCase('ru').includes(needle)) : options;
  // The list's name wins over the stored one (an employee renamed since the shift was set).
  const nameOf = (e: Executor) => options.find((o) => o.id === e.id)?.name ?? e.name;
  const toggle = (e: Executor, on: boolean) => onChange(on ? [...value, e] : value.filter((x) => x.id !== e.id));

  return (
    // A fieldset, not a field: inside a field every checkbox would be named after the field's label.
    <Fieldset.Root maxW="xl" disabled={disabled}>
      <Fieldset.Legend>Исполнители смены</Fieldset.Legend>
      {value.length > 0 && (
        <Wrap gap="2" mb="2" data-testid="workspace-chosen-executors">
          {value.map((e) => (
            <Tag.Root key={e.id} size="lg" colorPalette="blue">
              <Tag.Label>{nameOf(e)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`Убрать: ${nameOf(e)}`}
                  onClick={() => toggle(e, false)}
                  disabled={disabled}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Input
        size="sm"
        placeholder="Поиск сотрудника"
        aria-label="Поиск сотрудника"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        disabled={disabled || options.length === 0}
      />
      <Box
        borderWidth="1px"
        borderRadius="md"
        mt="2"
        maxH="260px"
        overflowY="auto"
        w="full"
        px="3"
        py="2"
        aria-busy={loading}
      >
        {loading ? (
          <Text color="fg.muted" fontSize="sm">
            Загрузка…
          </Text>
        ) : options.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {emptyText}
          </Text>
        ) : shown.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Никого не найдено
          </Text>
        ) : (
          <Stack gap="1.5" role="group" aria-label="Сотрудники офиса">
            {shown.map((o) => (
              <Checkbox.Root
                key={o.id}
                size="sm"
                checked={chosen.has(o.id)}
                disabled={disabled}
                onCheckedChange={(e) => toggle(o, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{o.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </Box>
      <Fieldset.HelperText>
        Смена длится {WORK_SHIFT_HOURS} часов с момента назначения исполнителей.
      </Fieldset.HelperText>
    </Fieldset.Root>
  );
}
