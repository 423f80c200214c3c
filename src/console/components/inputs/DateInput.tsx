import { Input } from '@chakra-ui/react';
import type { FactoryOpts } from 'imask';
import { FieldShell, type MaskedFieldProps } from './FieldShell';
import { useMaskedInput } from './useMaskedInput';

/**
 * imask's date mask: DD.MM.YYYY, day 01-31, month 01-12, year 1900-9999, and the last digit of a date that does not
 * exist (31.02.2024) is refused. The form holds the text; parseRuDate / ruDateToUnix in shared/format convert it.
 */
const DATE_MASK = { mask: Date, pattern: 'd{.}`m{.}`Y' } satisfies FactoryOpts;

interface Props extends MaskedFieldProps {
  autoComplete?: string;
}

/** A calendar date typed as DD.MM.YYYY; the form value is the text typed so far. */
export function DateInput({ meta, label, required, serverError, disabled, readOnly, autoComplete = 'off' }: Props) {
  const date = useMaskedInput(meta, DATE_MASK);
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
        ref={date.inputRef}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder="дд.мм.гггг"
        maxW="10rem"
        required={false}
        aria-required={required || undefined}
        onFocus={date.focus}
        onBlur={date.blur}
      />
      <input {...date.valueInputProps} />
    </FieldShell>
  );
}
