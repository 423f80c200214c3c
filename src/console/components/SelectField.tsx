import { NativeSelect } from '@chakra-ui/react';
import { type FieldMetadata, getSelectProps } from '@conform-to/react';
import { useLayoutEffect, useRef } from 'react';
import { FieldShell } from './inputs/FieldShell';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface Props<T> {
  meta: FieldMetadata<T, Record<string, unknown>, string[]>;
  label: string;
  options: SelectOption[];
  required?: boolean;
  /** A message from the server for this field, shown when the form itself has none. */
  serverError?: string;
  /** The empty choice offered above the options. */
  placeholder?: string;
}

const EMPTY_SELECT = 'Нет вариантов';

/**
 * A conform-driven native select in a Chakra field: label, required mark, the message beneath. A message starting
 * with 'Укажите' is hidden once a value is chosen; an empty list reads 'Нет вариантов'.
 */
export function SelectField<T>({ meta, label, options, required, serverError, placeholder = 'Не выбрано' }: Props<T>) {
  const value: unknown = meta.value;
  const chosen = value !== undefined && value !== null && value !== '';
  const message = meta.errors?.[0] ?? serverError;
  const error = message && !(chosen && message.startsWith('Укажите')) ? message : undefined;
  const empty = options.length === 0;
  // Options that come after the select was drawn (a reference list still loading) leave it on the first one, while
  // the form holds the loaded value: show that value once its option exists, instead of drawing the select anew
  // (which would take the focus away from it).
  const select = useRef<HTMLSelectElement>(null);
  const wanted = value === undefined || value === null ? '' : String(value);
  useLayoutEffect(() => {
    const el = select.current;
    if (el && el.value !== wanted && options.some((o) => String(o.value) === wanted)) el.value = wanted;
  }, [options, wanted]);
  // The field frame sets aria-invalid and the error reference from the shown message, so a hidden one leaves no trace.
  const {
    key,
    'aria-invalid': _invalid,
    'aria-describedby': _describedBy,
    required: _required,
    defaultValue,
    ...selectProps
  } = getSelectProps(meta);
  return (
    <FieldShell
      meta={{ id: meta.id, errorId: meta.errorId, errors: error ? [error] : undefined }}
      label={label}
      required={required}
    >
      <NativeSelect.Root>
        <NativeSelect.Field ref={select} key={key} {...selectProps} defaultValue={empty ? '' : defaultValue}>
          {empty ? (
            <option value="" disabled>
              {EMPTY_SELECT}
            </option>
          ) : (
            <>
              <option value="">{placeholder}</option>
              {options.map((o) => (
                <option key={o.value} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
