import type { FactoryOpts } from 'imask';
import type { MaskedFieldProps } from './FieldShell';
import { MaskedTextInput } from './MaskedTextInput';

/**
 * imask's date mask: DD.MM.YYYY, day 01-31, month 01-12, year 1900-9999, and the last digit of a date that does not
 * exist (31.02.2024) is refused. The form holds the text; parseRuDate / ruDateToUnix in shared/format convert it.
 */
export const DATE_MASK = { mask: Date, pattern: 'd{.}`m{.}`Y' } satisfies FactoryOpts;

interface Props extends MaskedFieldProps {
  autoComplete?: string;
}

/** A calendar date typed as DD.MM.YYYY; the form value is the text typed so far. */
export function DateInput({ autoComplete = 'off', ...props }: Props) {
  return (
    <MaskedTextInput
      {...props}
      mask={DATE_MASK}
      input={{ inputMode: 'numeric', autoComplete, placeholder: 'дд.мм.гггг', maxW: '10rem' }}
    />
  );
}
