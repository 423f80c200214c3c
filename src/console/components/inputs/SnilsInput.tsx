import { Input } from '@chakra-ui/react';
import type { FactoryOpts } from 'imask';
import { FieldShell, type MaskedFieldProps } from './FieldShell';
import { useMaskedInput } from './useMaskedInput';

/** SNILS is shown and kept as 000-000-000-00. */
const SNILS_MASK = { mask: '000-000-000-00' } satisfies FactoryOpts;

type Props = MaskedFieldProps;

/** SNILS through the 000-000-000-00 mask; the form holds the masked text. */
export function SnilsInput({ meta, label, required, serverError, disabled, readOnly }: Props) {
  const snils = useMaskedInput(meta, SNILS_MASK);
  return (
    <FieldShell
      meta={meta}
      label={label}
      required={required}
      serverError={serverError}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Input
        ref={snils.inputRef}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000-000-000-00"
        maxW="12rem"
        required={false}
        aria-required={required || undefined}
        onFocus={snils.focus}
        onBlur={snils.blur}
      />
      <input {...snils.valueInputProps} />
    </FieldShell>
  );
}
