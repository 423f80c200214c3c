import { Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { MAX_INSURED } from '../../../../shared/schemas/travel/travelPolicies';
import { DateInput } from '../../../components/inputs/DateInput';
import { TextField } from '../../../components/TextField';
import { EMPTY_INSURED, type PolicyFormInsured, type PolicyFormValues } from './policyFormValues';

/** The insured people, one row each (1 to 10): names in Latin letters as in the foreign passport. */
export function PolicyInsuredField({
  form,
  field,
  serverErrors,
}: {
  form: FormMetadata<PolicyFormValues>;
  field: FieldMetadata<PolicyFormInsured[]>;
  serverErrors: Record<string, string>;
}) {
  const rows = field.getFieldList();
  const listError = field.errors?.[0] ?? serverErrors[field.name];
  return (
    <Stack gap="3" data-testid="policy-insured">
      <Text fontWeight="semibold">Застрахованные</Text>
      {rows.map((row, index) => {
        const p = row.getFieldset();
        const err = (meta: { name: string }) => serverErrors[meta.name];
        return (
          <Box key={row.key} borderWidth="1px" borderRadius="md" p="3" data-testid="policy-insured-row">
            <Flex justify="space-between" align="center" mb="2">
              <Text fontSize="sm" color="fg.muted">
                Застрахованный {index + 1}
              </Text>
              {rows.length > 1 && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  // Chakra's Button is type="button" by default; conform's list intents travel as a submit.
                  type="submit"
                  {...form.remove.getButtonProps({ name: field.name, index })}
                >
                  Удалить
                </Button>
              )}
            </Flex>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <TextField meta={p.lastName} label="Фамилия (латиницей)" required serverError={err(p.lastName)} />
              <TextField meta={p.firstName} label="Имя (латиницей)" required serverError={err(p.firstName)} />
              <DateInput meta={p.birthDate} label="Дата рождения" required serverError={err(p.birthDate)} />
              <TextField
                meta={p.passportSeries}
                label="Серия загранпаспорта"
                required
                inputMode="numeric"
                serverError={err(p.passportSeries)}
              />
              <TextField
                meta={p.passportNumber}
                label="Номер загранпаспорта"
                required
                inputMode="numeric"
                serverError={err(p.passportNumber)}
              />
            </SimpleGrid>
          </Box>
        );
      })}
      {listError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {listError}
        </Text>
      )}
      {rows.length < MAX_INSURED && (
        <Box>
          <Button
            size="sm"
            variant="outline"
            type="submit"
            {...form.insert.getButtonProps({ name: field.name, defaultValue: EMPTY_INSURED })}
          >
            Добавить застрахованного
          </Button>
        </Box>
      )}
    </Stack>
  );
}
