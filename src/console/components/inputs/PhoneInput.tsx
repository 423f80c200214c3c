import type { FactoryOpts } from 'imask';
import type { MaskedFieldProps } from './FieldShell';
import { MaskedTextInput } from './MaskedTextInput';
import type { MaskToForm } from './useMaskedInput';

/**
 * A chunk typed or pasted at once loses its brackets and spaces; eleven digits or more that start with the country
 * code 7 or the trunk prefix 8 lose it, so '8 (912) 345-67-89', '+7 912 345 67 89' and '79123456789' all land as
 * +7 (912) 345-67-89. A single typed character is left alone: an '8' typed first is the national 8.
 */
function preparePhone(chunk: string, _masked: unknown, flags: { input?: boolean }): string {
  if (chunk.length < 2 || !flags.input) return chunk;
  const digits = chunk.replace(/\D/g, '');
  return digits.length > 10 && /^[78]/.test(digits) ? digits.slice(1) : digits;
}

const PHONE_MASK = { mask: '+{7} (000) 000-00-00', prepare: preparePhone } satisfies FactoryOpts;

/** The form holds '+7' and the national digits typed so far ('+79123456789'), or '' while none are. */
const phoneToForm: MaskToForm = ({ unmaskedValue }) => (unmaskedValue.length > 1 ? `+${unmaskedValue}` : '');

interface Props extends MaskedFieldProps {
  autoFocus?: boolean;
}

/** A Russian phone number: mask +7 (000) 000-00-00 on screen, the form holds it as '+79161234567'. */
export function PhoneInput({ autoFocus, ...props }: Props) {
  return (
    <MaskedTextInput
      {...props}
      mask={PHONE_MASK}
      toForm={phoneToForm}
      input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '+7 (___) ___-__-__', autoFocus }}
    />
  );
}
