import { z } from 'zod';
import { ruDateToUnix, unixToRuDate } from '../../../../shared/format';
import { dateText, RU_DATE } from '../../../../shared/schemas/fields/dates';
import { flag, optionalField, refId, requiredText } from '../../../../shared/schemas/fields/formFields';
import type { OrderField } from '../../../../shared/schemas/orders/orderEntity';

// A service's own fields (GET /order_fields/services/{id}) as form rules: text, number, date and boolean values go
// to specificValues, reference values to specificRefValues, by the field's code. Required ones must be filled.

export const requiredFieldMessage = (field: Pick<OrderField, 'name'>) => `Заполните поле «${field.name}»`;

const NUMBER_MESSAGE = 'Укажите число';

function valueSchema(field: OrderField): z.ZodType {
  const required = requiredFieldMessage(field);
  switch (field.type) {
    case 'number':
      return field.required ? z.number({ error: required }) : optionalField(z.number({ error: NUMBER_MESSAGE }));
    case 'date': {
      // Typed DD.MM.YYYY, kept as unix seconds of that day (Moscow).
      const date = dateText([RU_DATE], field.required ? required : undefined).transform(
        (t) => ruDateToUnix(t) as number,
      );
      return field.required ? date : optionalField(date);
    }
    case 'boolean':
      return flag;
    default:
      return field.required ? requiredText(required) : optionalField(z.string().trim());
  }
}

export function specificFieldsSchema(fields: readonly OrderField[]) {
  const values: Record<string, z.ZodType> = {};
  const refs: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.type === 'ref')
      refs[field.code] = field.required ? refId(requiredFieldMessage(field)) : optionalField(z.number());
    else values[field.code] = valueSchema(field);
  }
  return { values: z.object(values), refs: z.object(refs) };
}

/** A stored value of a field as the form's text. */
export function specificText(field: OrderField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.type === 'date') return typeof value === 'number' ? unixToRuDate(value) : String(value);
  if (field.type === 'boolean') return value === true ? 'on' : '';
  return String(value);
}
