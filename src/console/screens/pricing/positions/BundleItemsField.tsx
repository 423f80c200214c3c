import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ServiceBundle } from '../../../../shared/schemas/pricing/serviceBundles';
import { SelectField, type SelectOption } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { BundleFields, BundleForm } from './bundleForm';

/** The bundle's positions: a position picker and a quantity per row; rows are added and removed here. */
export function BundleItemsField({
  form,
  field,
  serverErrors,
  bundle,
  alive,
}: {
  form: BundleForm;
  field: BundleFields['bundleItems'];
  serverErrors: Record<string, string>;
  bundle: ServiceBundle | null;
  /** The alive positions (GET /nomenclature/short). */
  alive: SelectOption[];
}) {
  // A deleted position an existing item still holds stays choosable for that item.
  const options = [
    ...alive,
    ...(bundle?.bundleItems ?? [])
      .filter((i) => !alive.some((o) => o.value === i.positionId))
      .map((i) => ({ value: i.positionId, label: `${i.positionName} (удалена)` })),
  ];
  const rows = field.getFieldList();
  const listError = field.errors?.[0] ?? serverErrors.bundleItems;
  return (
    <Stack gap="2" data-testid="bundle-items">
      <Text fontWeight="semibold">Позиции комплекса</Text>
      {rows.map((row, index) => {
        const item = row.getFieldset();
        return (
          <Flex key={row.key} gap="2" align="flex-start" data-testid="bundle-item">
            <Box flex="1">
              <SelectField
                meta={item.positionId}
                label={`Позиция ${index + 1}`}
                required
                options={options}
                serverError={serverErrors[`bundleItems.${index}.positionId`]}
              />
            </Box>
            <Box w="32">
              <TextField
                meta={item.quantity}
                label="Количество"
                required
                inputMode="numeric"
                serverError={serverErrors[`bundleItems.${index}.quantity`]}
              />
            </Box>
            <Button
              mt="7"
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Убрать позицию ${index + 1}`}
              type="submit"
              {...form.remove.getButtonProps({ name: field.name, index })}
            >
              Убрать
            </Button>
          </Flex>
        );
      })}
      {listError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {listError}
        </Text>
      )}
      <Box>
        <Button
          size="sm"
          variant="outline"
          type="submit"
          {...form.insert.getButtonProps({ name: field.name, defaultValue: { quantity: 1 } })}
        >
          Добавить позицию
        </Button>
      </Box>
    </Stack>
  );
}
