import type { FactoryOpts } from 'imask';
import type { MaskedFieldProps } from './FieldShell';
import { MaskedTextInput } from './MaskedTextInput';

/** SNILS is shown and kept as 000-000-000-00. */
const SNILS_MASK = { mask: '000-000-000-00' } satisfies FactoryOpts;

type Props = MaskedFieldProps;

/** SNILS through the 000-000-000-00 mask; the form holds the masked text. */
export function SnilsInput(props: Props) {
  return (
    <MaskedTextInput
      {...props}
      mask={SNILS_MASK}
      input={{ inputMode: 'numeric', placeholder: '000-000-000-00', maxW: '12rem' }}
    />
  );
}
