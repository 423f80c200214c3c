import { Input } from '@chakra-ui/react';
import { MaskedRange, type FactoryOpts } from 'imask';
import { FieldShell, type MaskedFieldProps } from '../../../../components/inputs/FieldShell';
import { useMaskedInput } from '../../../../components/inputs/useMaskedInput';

/** DD.MM.YYYY HH:mm (seed 001 section 9), day 01-31, month 01-12, hours 0-23, minutes 0-59; a bare date is valid too. */
const DATE_TIME_MASK = {
  mask: 'DD.MM.YYYY HH:mi',
  blocks: {
    DD: { mask: MaskedRange, from: 1, to: 31, maxLength: 2 },
    MM: { mask: MaskedRange, from: 1, to: 12, maxLength: 2 },
    YYYY: { mask: MaskedRange, from: 1900, to: 9999, maxLength: 4 },
    HH: { mask: MaskedRange, from: 0, to: 23, maxLength: 2 },
    mi: { mask: MaskedRange, from: 0, to: 59, maxLength: 2 },
  },
} satisfies FactoryOpts;

/** A date and time typed through the mask; the form value is the text typed so far (the schema checks the date). */
export function DateTimeField({ meta, label, required, serverError, disabled, readOnly }: MaskedFieldProps) {
  const date = useMaskedInput(meta, DATE_TIME_MASK);
  return (
    <FieldShell meta={meta} label={label} required={required} serverError={serverError} disabled={disabled} readOnly={readOnly}>
      <Input
        ref={date.inputRef}
        inputMode="numeric"
        autoComplete="off"
        placeholder="дд.мм.гггг чч:мм"
        maxW="13rem"
        required={false}
        aria-required={required || undefined}
        onFocus={date.focus}
        onBlur={date.blur}
      />
      <input {...date.valueInputProps} />
    </FieldShell>
  );
}
