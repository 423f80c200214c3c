import { NativeSelect } from '@chakra-ui/react';
import type { FieldShellMeta } from '../../../components/inputs/FieldShell';
import { FieldShell } from '../../../components/inputs/FieldShell';
import type { useFieldControl } from '../../../components/inputs/useFieldControl';
import type { SelectOption } from '../../../components/SelectField';

const EMPTY_SELECT = 'Нет вариантов';

interface Props {
  meta: FieldShellMeta;
  /** The field's value, held by its owner (useFieldControl), so the owner can change it too. */
  control: ReturnType<typeof useFieldControl>;
  label: string;
  options: SelectOption[];
  required?: boolean;
  disabled?: boolean;
  serverError?: string;
  /** A choice by the user; the default sets the field's value. */
  onChange?: (value: string) => void;
  /** What an empty list reads ('Нет вариантов' by default; 'Сначала выберите проект' while it depends on one). */
  emptyText?: string;
}

/**
 * A select whose value its owner controls (the promo is reset when the project changes) and can disable: the
 * form's value lives in a hidden input, the visible select has no name. As SelectField: an 'Укажите ...' message is
 * hidden once a value is chosen, an empty list reads 'Нет вариантов'.
 */
export function ChoiceField({
  meta,
  control,
  label,
  options,
  required,
  disabled,
  serverError,
  onChange = control.change,
  emptyText = EMPTY_SELECT,
}: Props) {
  const chosen = control.value !== '';
  const message = meta.errors?.[0] ?? serverError;
  const error = message && !(chosen && message.startsWith('Укажите')) ? message : undefined;
  const empty = options.length === 0;
  return (
    <FieldShell
      meta={{ id: meta.id, errorId: meta.errorId, errors: error ? [error] : undefined }}
      label={label}
      required={required}
      disabled={disabled}
    >
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          value={empty ? '' : control.value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={control.blur}
        >
          {empty ? (
            <option value="" disabled>
              {emptyText}
            </option>
          ) : (
            <>
              <option value="">Не выбрано</option>
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
      <input {...control.valueInputProps} />
    </FieldShell>
  );
}
