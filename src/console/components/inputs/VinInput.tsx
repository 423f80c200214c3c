import { Input } from '@chakra-ui/react';
import type { FactoryOpts } from 'imask';
import { FieldShell, type MaskedFieldProps } from './FieldShell';
import { useMaskedInput } from './useMaskedInput';

/** Uppercased, Latin letters and digits, at most 17 (the VIN rules themselves are the schema's). */
const VIN_MASK = { mask: /^[A-Z0-9]{0,17}$/, prepareChar: (ch: string) => ch.toUpperCase() } satisfies FactoryOpts;

type Props = MaskedFieldProps;

/** A VIN: typed letters are uppercased, anything but Latin letters and digits is refused, 17 at most. */
export function VinInput({ meta, label, required, serverError, disabled, readOnly }: Props) {
  const vin = useMaskedInput(meta, VIN_MASK);
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
        ref={vin.inputRef}
        inputMode="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        fontFamily="mono"
        required={false}
        aria-required={required || undefined}
        onFocus={vin.focus}
        onBlur={vin.blur}
      />
      <input {...vin.valueInputProps} />
    </FieldShell>
  );
}
