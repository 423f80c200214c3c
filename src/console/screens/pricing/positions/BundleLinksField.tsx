import { Badge, Box, Button, CloseButton, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ServiceBundle } from '../../../../shared/schemas/pricing/serviceBundles';
import type { SelectOption } from '../../../components/SelectField';
import type { BundleFields, BundleForm } from './bundleForm';

/** One book's picker: choose a value, then 'Привязать' adds it to the form's links. */
function LinkPicker({
  form,
  field,
  label,
  options,
  taken,
}: {
  form: BundleForm;
  field: BundleFields['links'];
  label: string;
  options: SelectOption[];
  taken: number[];
}) {
  const [chosen, setChosen] = useState('');
  const free = options.filter((o) => !taken.includes(Number(o.value)));
  const value = free.some((o) => String(o.value) === chosen) ? chosen : '';
  return (
    <Flex gap="2" align="flex-end">
      <Field.Root flex="1">
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={label} value={value} onChange={(e) => setChosen(e.currentTarget.value)}>
            <option value="">{free.length === 0 ? 'Нет вариантов' : 'Не выбрано'}</option>
            {free.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button
        size="sm"
        variant="outline"
        disabled={value === ''}
        type="submit"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: Number(value) })}
      >
        Привязать
      </Button>
    </Flex>
  );
}

/** The reference values the bundle applies to: wheel diameters (book 917) and car types (book 920). */
export function BundleLinksField({
  form,
  field,
  bundle,
  diameters,
  carTypes,
}: {
  form: BundleForm;
  field: BundleFields['links'];
  bundle: ServiceBundle | null;
  /** The values of books 917 (wheel diameters) and 920 (car types). */
  diameters: SelectOption[];
  carTypes: SelectOption[];
}) {
  const rows = field.getFieldList();
  const taken = rows.map((r) => Number(r.value));
  const nameOf = (id: number) =>
    [...diameters, ...carTypes].find((o) => Number(o.value) === id)?.label ??
    bundle?.links.find((l) => l.refValueId === id)?.refValueName ??
    String(id);
  return (
    <Stack gap="2" data-testid="bundle-links">
      <Text fontWeight="semibold">Применяется к (диаметры колёс, типы автомобилей)</Text>
      <Flex gap="2" wrap="wrap" minH="6">
        {rows.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            Без привязок: ко всем автомобилям
          </Text>
        )}
        {rows.map((row, index) => (
          <Badge key={row.key} size="lg" variant="subtle" data-testid="bundle-link">
            <input type="hidden" name={row.name} defaultValue={String(row.initialValue ?? row.value ?? '')} />
            {nameOf(Number(row.value))}
            <CloseButton
              size="2xs"
              aria-label={`Убрать привязку ${nameOf(Number(row.value))}`}
              type="submit"
              {...form.remove.getButtonProps({ name: field.name, index })}
            />
          </Badge>
        ))}
      </Flex>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <LinkPicker form={form} field={field} label="Диаметр колеса" options={diameters} taken={taken} />
        <LinkPicker form={form} field={field} label="Тип автомобиля" options={carTypes} taken={taken} />
      </Box>
    </Stack>
  );
}
