import { Box, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { type FieldMetadata, getInputProps } from '@conform-to/react';
import type { TravelRisk } from '../../../../shared/schemas/travel/travelDictionaries';
import { FieldShell } from '../../../components/inputs/FieldShell';
import type { PolicyFormRisk } from './policyFormValues';

/**
 * One row per risk of the dictionary: a tick and the sum insured within the risk's range. The required risk (medical
 * expenses) is always on: its tick is shown checked and sent by a hidden field, as a disabled box sends nothing.
 */
export function PolicyRisksField({
  field,
  risks,
  serverErrors,
}: {
  field: FieldMetadata<PolicyFormRisk[]>;
  risks: TravelRisk[];
  serverErrors: Record<string, string>;
}) {
  const rows = field.getFieldList();
  const listError = field.errors?.[0] ?? serverErrors[field.name];
  return (
    <Stack gap="2" data-testid="policy-risks">
      <Text fontWeight="semibold">Риски</Text>
      {rows.map((row, i) => {
        const risk = risks[i];
        if (!risk) return null;
        const r = row.getFieldset();
        const { key: idKey, ...idProps } = getInputProps(r.riskId, { type: 'hidden' });
        const { key: onKey, ...onProps } = getInputProps(r.on, { type: 'checkbox', value: 'on' });
        const { key: sumKey, ...sumProps } = getInputProps(r.sumInsured, { type: 'text' });
        return (
          <Flex key={row.key} gap="3" align="flex-start" wrap="wrap" data-testid={`policy-risk-${risk.code}`}>
            <input key={idKey} {...idProps} />
            <Flex as="label" gap="2" align="center" w={{ base: 'full', md: '80' }} flexShrink={0} mt="2">
              {risk.required ? (
                <>
                  <input type="hidden" name={r.on.name} value="on" form={r.on.formId} />
                  <chakra.input type="checkbox" checked disabled readOnly aria-label={risk.name} />
                </>
              ) : (
                <chakra.input key={onKey} {...onProps} aria-label={risk.name} />
              )}
              {risk.name}
              {risk.required && (
                <Text as="span" fontSize="xs" color="fg.muted">
                  (обязательный)
                </Text>
              )}
            </Flex>
            <Box w="56">
              <FieldShell meta={r.sumInsured} label="Страховая сумма" serverError={serverErrors[r.sumInsured.name]}>
                <Input key={sumKey} {...sumProps} required={false} inputMode="numeric" />
              </FieldShell>
              <Text fontSize="xs" color="fg.muted">
                от {risk.minSum} до {risk.maxSum}
              </Text>
            </Box>
          </Flex>
        );
      })}
      {listError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
