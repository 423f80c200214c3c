import { chakra, HStack, Input } from '@chakra-ui/react';
import type { FactoryOpts } from 'imask';
import { FieldShell, type MaskedFieldProps } from './FieldShell';
import { useMaskedInput } from './useMaskedInput';

/** A hex colour of 3 or 6 digits, with or without '#'; the mask only keeps other characters out. */
const HEX_MASK = { mask: /^#?[0-9a-fA-F]{0,6}$/ } satisfies FactoryOpts;

/** '#abc', 'AABBCC' -> '#aabbcc' for the native colour input; null while the text is not a whole colour. */
function toSwatch(text: string): string | null {
  const hex = text.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${Array.from(hex, (d) => d + d).join('')}`;
  return null;
}

type Props = MaskedFieldProps;

/** A hex colour typed as text, with the browser's colour picker beside it as swatch; the two follow each other. */
export function ColorInput({ meta, label, required, serverError, disabled, readOnly }: Props) {
  const color = useMaskedInput(meta, HEX_MASK);
  const swatch = toSwatch(color.value);
  return (
    <FieldShell
      meta={meta}
      label={label}
      required={required}
      serverError={serverError}
      disabled={disabled}
      readOnly={readOnly}
    >
      <HStack gap="2">
        <Input
          ref={color.inputRef}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="#RRGGBB"
          maxW="9rem"
          required={false}
          aria-required={required || undefined}
          onFocus={color.focus}
          onBlur={color.blur}
        />
        {/* A plain element on purpose: Chakra's Input would take the field's id from its context. */}
        <chakra.input
          type="color"
          aria-label={`${label}: палитра`}
          value={swatch ?? '#000000'}
          data-empty={swatch === null || undefined}
          onChange={(event) => color.setText(event.target.value)}
          onBlur={color.blur}
          disabled={disabled || readOnly}
          boxSize="10"
          flexShrink="0"
          padding="1"
          borderWidth="1px"
          borderRadius="l2"
          background="transparent"
          cursor="pointer"
          opacity={swatch === null ? 0.4 : 1}
          _disabled={{ cursor: 'not-allowed' }}
        />
      </HStack>
      <input {...color.valueInputProps} />
    </FieldShell>
  );
}
