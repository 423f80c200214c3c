import { SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FieldMetadata, getTextareaProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import type { TravelDictionaries } from '../../../../shared/schemas/travel/travelDictionaries';
import { asTextMeta as asText } from '../../../components/asTextMeta';
import { DateInput } from '../../../components/inputs/DateInput';
import { FieldShell } from '../../../components/inputs/FieldShell';
import { RequiredNote } from '../../../components/RequiredNote';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { type PaymentFormText, requiresCash } from './paymentFormSchema';

// biome-ignore lint/suspicious/noExplicitAny: the hosting form's own shape does not matter to its fields
type Fields = Record<keyof PaymentFormText, FieldMetadata<any, any, string[]>>;

interface Props {
  fields: Fields;
  serverErrors: Record<string, string>;
  dictionaries: Pick<TravelDictionaries, 'paymentTypes' | 'paymentCashes'>;
  /** The policy's field: a search on the create form, the fixed policy when editing. */
  policy: ReactNode;
}

/**
 * A payment's fields, shared by the create page and the edit dialog: the cash desk is asked for only when the chosen
 * type takes cash (and then required), and its value is dropped from the body otherwise.
 */
export function PaymentFields({ fields, serverErrors, dictionaries, policy }: Props) {
  const cash = requiresCash(dictionaries.paymentTypes, fields.paymentTypeId.value);
  const { key: commentKey, ...commentProps } = getTextareaProps(fields.comment);
  return (
    <Stack gap="4">
      {policy}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          meta={asText(fields.amount)}
          label="Сумма, ₽"
          required
          inputMode="decimal"
          serverError={serverErrors.amount}
        />
        <DateInput meta={fields.paidAt as never} label="Дата оплаты" required serverError={serverErrors.paidAt} />
        <SelectField
          meta={fields.paymentTypeId}
          label="Способ оплаты"
          required
          options={dictionaries.paymentTypes.map((t) => ({ value: t.id, label: t.name }))}
          serverError={serverErrors.paymentTypeId}
        />
        {cash ? (
          <SelectField
            meta={fields.cashId}
            label="Касса"
            required
            options={dictionaries.paymentCashes.map((c) => ({
              value: c.id,
              label: c.address ? `${c.name}, ${c.address}` : c.name,
            }))}
            serverError={serverErrors.cashId}
          />
        ) : (
          // Kept in the form so a cash desk chosen before a change of type comes back with the type.
          <input type="hidden" name={fields.cashId.name} value={String(fields.cashId.value ?? '')} readOnly />
        )}
      </SimpleGrid>
      <TextField meta={asText(fields.payerName)} label="Плательщик" required serverError={serverErrors.payerName} />
      <FieldShell meta={fields.comment} label="Комментарий" serverError={serverErrors.comment}>
        <Textarea key={commentKey} {...commentProps} rows={3} />
      </FieldShell>
      <RequiredNote />
    </Stack>
  );
}
