import type { FactoryOpts } from 'imask';
import type { MaskedFieldProps } from './FieldShell';
import { MaskedTextInput } from './MaskedTextInput';

/** Uppercased, Latin letters and digits, at most 17 (the VIN rules themselves are the schema's). */
const VIN_MASK = { mask: /^[A-Z0-9]{0,17}$/, prepareChar: (ch: string) => ch.toUpperCase() } satisfies FactoryOpts;

type Props = MaskedFieldProps;

/** A VIN: typed letters are uppercased, anything but Latin letters and digits is refused, 17 at most. */
export function VinInput(props: Props) {
  return (
    <MaskedTextInput
      {...props}
      mask={VIN_MASK}
      input={{ inputMode: 'text', autoCapitalize: 'characters', spellCheck: false, fontFamily: 'mono' }}
    />
  );
}
