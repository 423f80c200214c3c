import { type FactoryOpts, MaskedRange } from 'imask';
import type { MaskedFieldProps } from './FieldShell';
import { MaskedTextInput } from './MaskedTextInput';

/**
 * DD.MM.YYYY HH:mm through a mask: day 01-31, month 01-12, hours 0-23, minutes 0-59. A date
 * that does not exist (31.02) passes the mask and is refused by the schema with 'Ошибка ввода даты'.
 */
const DATE_TIME_MASK = {
  mask: 'DD.MM.YYYY HH:mm',
  lazy: true,
  blocks: {
    DD: { mask: MaskedRange, from: 1, to: 31, maxLength: 2 },
    MM: { mask: MaskedRange, from: 1, to: 12, maxLength: 2 },
    YYYY: { mask: MaskedRange, from: 1900, to: 2999, maxLength: 4 },
    HH: { mask: MaskedRange, from: 0, to: 23, maxLength: 2 },
    mm: { mask: MaskedRange, from: 0, to: 59, maxLength: 2 },
  },
} satisfies FactoryOpts;

/** A moment typed as DD.MM.YYYY HH:mm; the form value is the text typed so far. */
export function DateTimeInput(props: MaskedFieldProps) {
  return (
    <MaskedTextInput
      {...props}
      mask={DATE_TIME_MASK}
      input={{ inputMode: 'numeric', placeholder: 'дд.мм.гггг чч:мм', maxW: '12rem' }}
    />
  );
}
