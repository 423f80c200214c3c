import { Input } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { TIME_MASK } from '../../../components/inputs/timeMask';

interface Props {
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid: boolean;
  disabled: boolean;
  errorId?: string;
}

/**
 * 'HH:MM' typed through the kit's 00:00 mask. The kit's TimeInput is bound to a conform field; a slot's times live in
 * the weekly hours chart, so this is the same mask on a plain controlled input: each keystroke goes to the chart.
 */
export function SlotTimeInput({ value, onChange, label, invalid, disabled, errorId }: Props) {
  const latest = useRef(value);
  latest.current = value;
  // Only what the user typed: the mask also reports the values written into it below.
  const { ref, maskRef } = useIMask<HTMLInputElement, typeof TIME_MASK>(TIME_MASK, {
    onAccept: (shown) => shown !== latest.current && onChange(shown),
  });
  // A value from the chart (loaded, reset) is typed into the mask.
  useEffect(() => {
    const mask = maskRef.current;
    if (mask && mask.value !== value) mask.value = value;
  }, [value, maskRef]);
  return (
    <Input
      ref={ref}
      size="sm"
      maxW="5.5rem"
      inputMode="numeric"
      placeholder="чч:мм"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-errormessage={invalid ? errorId : undefined}
      defaultValue={value}
      disabled={disabled}
    />
  );
}
