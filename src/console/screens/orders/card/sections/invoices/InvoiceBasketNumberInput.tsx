import { Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

interface Props {
  /** The value the editor holds (NaN while the typed text is not a number). */
  value: number;
  onCommit: (value: number) => void;
  label: string;
  /** What a cleared field means (0 for a discount; NaN lets the basket's rule decide). */
  emptyValue: number;
  invalid?: boolean;
  disabled?: boolean;
  width?: string;
  inputMode?: 'decimal' | 'numeric';
}

const show = (value: number) => String(value).replace('.', ',');
/** '1 234,5' as typed in Russian: spaces are grouping, the comma is the decimal point. */
const parse = (text: string, emptyValue: number) =>
  text.trim() === '' ? emptyValue : Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.'));

/**
 * A number typed into the basket: every complete number goes to the editor as it is typed (the totals follow);
 * leaving the field sends what is there and shows the editor's value (a quantity of 0 reads 1 again).
 */
export function InvoiceBasketNumberInput({
  value,
  onCommit,
  label,
  emptyValue,
  invalid,
  disabled,
  width = '6rem',
  inputMode = 'decimal',
}: Props) {
  const [text, setText] = useState(() => (Number.isFinite(value) ? show(value) : ''));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current && Number.isFinite(value)) setText(show(value));
  }, [value]);
  return (
    <Input
      size="sm"
      width={width}
      aria-label={label}
      aria-invalid={invalid || undefined}
      inputMode={inputMode}
      disabled={disabled}
      value={text}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(e) => {
        setText(e.target.value);
        const next = parse(e.target.value, emptyValue);
        if (Number.isFinite(next)) onCommit(next);
      }}
      onBlur={(e) => {
        focused.current = false;
        onCommit(parse(e.target.value, emptyValue));
        // The number as the basket holds it; a commit that changes it redraws again through the effect above.
        if (Number.isFinite(value)) setText(show(value));
      }}
      onKeyDown={(e) => {
        // Enter takes the number, it does not send the invoice.
        if (e.key === 'Enter') {
          e.preventDefault();
          e.currentTarget.blur();
        }
      }}
    />
  );
}
