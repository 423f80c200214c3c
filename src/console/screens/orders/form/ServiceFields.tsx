import { Checkbox, SimpleGrid } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import type { OrderField } from '../../../../shared/schemas/orders/orderEntity';
import { DateInput } from '../../../components/inputs/DateInput';
import { useFieldControl } from '../../../components/inputs/useFieldControl';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useRefOptions } from '../../../hooks/useRefOptions';

interface Props {
  fields: readonly OrderField[];
  values: FieldMetadata<Record<string, string>>;
  refs: FieldMetadata<Record<string, string>>;
  serverErrors: Record<string, string>;
  columns: number;
}

/**
 * The service's own fields (GET /order_fields/services/{id}) in their order, each by its type; required ones marked.
 */
export function ServiceFields({ fields, values, refs, serverErrors, columns }: Props) {
  const valueMetas = values.getFieldset();
  const refMetas = refs.getFieldset();
  if (fields.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: columns }} gap="4" data-testid="service-fields">
      {[...fields]
        .sort((a, b) => a.sort - b.sort)
        .map((field) => {
          if (field.type === 'ref') {
            const meta = refMetas[field.code] as FieldMetadata<string>;
            return <RefField key={field.code} field={field} meta={meta} serverError={serverErrors[meta.name]} />;
          }
          const meta = valueMetas[field.code] as FieldMetadata<string>;
          const common = { meta, label: field.name, required: field.required, serverError: serverErrors[meta.name] };
          if (field.type === 'date') return <DateInput key={field.code} {...common} />;
          if (field.type === 'boolean') return <FlagField key={field.code} meta={meta} label={field.name} />;
          return (
            <TextField
              key={field.code}
              {...common}
              inputMode={field.type === 'number' ? 'decimal' : undefined}
              autoComplete="off"
            />
          );
        })}
    </SimpleGrid>
  );
}

function RefField({
  field,
  meta,
  serverError,
}: {
  field: OrderField;
  meta: FieldMetadata<string>;
  serverError?: string;
}) {
  const options = useRefOptions(field.refId ?? 0);
  return (
    <SelectField
      key={options.length}
      meta={meta}
      label={field.name}
      options={options}
      required={field.required}
      serverError={serverError}
    />
  );
}

function FlagField({ meta, label }: { meta: FieldMetadata<string>; label: string }) {
  const flag = useFieldControl(meta);
  return (
    <>
      <Checkbox.Root
        size="sm"
        alignSelf="end"
        checked={flag.value === 'on'}
        onCheckedChange={(e) => flag.change(e.checked === true ? 'on' : '')}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <input {...flag.valueInputProps} />
    </>
  );
}
