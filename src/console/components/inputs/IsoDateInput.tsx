import { Input, type InputProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { parseRuDate, toRuDate } from '../../../shared/format';
import { DATE_MASK } from './DateInput';

type Props = Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'ref' | 'type'> & {
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  /** A complete, existing date as yyyy-MM-dd, or '' when the field was emptied. */
  onChange: (iso: string) => void;
};

/**
 * A calendar date outside a conform form (a board's day, a table filter), shown and typed as DD.MM.YYYY through the
 * kit's date mask whatever the browser's language — a native <input type="date"> follows the browser's locale
 * (11/27/2026 in an English one). The value in and out stays ISO; half-typed text is not reported and, on leaving the
 * field, gives way to the last complete value.
 */
export function IsoDateInput({ value, onChange, onBlur, ...input }: Props) {
  const latest = useRef(value);
  latest.current = value;
  const { ref, maskRef } = useIMask<HTMLInputElement, typeof DATE_MASK>(DATE_MASK, {
    // Only what the user typed: the mask also reports the values written into it below.
    onAccept: (shown) => {
      const iso = shown === '' ? '' : parseRuDate(shown);
      if (iso !== null && iso !== latest.current) onChange(iso);
    },
  });
  // A value from outside (‹ ›, 'Сегодня', a reset) is typed into the mask.
  useEffect(() => {
    const mask = maskRef.current;
    if (mask && (parseRuDate(mask.value) ?? '') !== value) mask.value = toRuDate(value);
  }, [value, maskRef]);
  return (
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      placeholder="дд.мм.гггг"
      maxW="10rem"
      {...input}
      type="text"
      defaultValue={toRuDate(value)}
      onBlur={(e) => {
        const mask = maskRef.current;
        if (mask && (parseRuDate(mask.value) ?? '') !== latest.current) mask.value = toRuDate(latest.current);
        onBlur?.(e);
      }}
    />
  );
}
