import { Checkbox, Input, Stack } from '@chakra-ui/react';
import type { FactoryOpts } from 'imask';
import { useState } from 'react';
import { FieldShell, type MaskedFieldProps } from './FieldShell';
import { useMaskedInput } from './useMaskedInput';

/** Latin letters typed on an English layout that look like the plate's Cyrillic ones. */
const LATIN_TWINS: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};
const toRussianPlate = (text: string) => Array.from(text.toUpperCase(), (ch) => LATIN_TWINS[ch] ?? ch).join('');

/**
 * A Russian plate is uppercased, takes the letters АВЕКМНОРСТУХ and digits, 20 at most;
 * 'Не РФ' lets any letters, digits, spaces and hyphens through, 64 at most. The plate pattern is the schema's.
 */
const RUSSIAN_PLATE = { mask: /^[АВЕКМНОРСТУХ0-9]{0,20}$/, prepareChar: toRussianPlate } satisfies FactoryOpts;
const FOREIGN_PLATE = {
  mask: /^[\p{L}\p{N} -]{0,64}$/u,
  prepareChar: (ch: string) => ch.toUpperCase(),
} satisfies FactoryOpts;

interface Props extends MaskedFieldProps {
  /** 'Не РФ' checked; leave undefined to let the checkbox keep its own state (starting at defaultForeign). */
  foreign?: boolean;
  defaultForeign?: boolean;
  onForeignChange?: (foreign: boolean) => void;
  /** Form name the checkbox submits under ('on' when checked), e.g. fields.foreign.name. */
  foreignName?: string;
}

/** A vehicle plate with its 'Не РФ' checkbox. */
export function PlateInput(props: Props) {
  const {
    meta,
    label,
    required,
    serverError,
    disabled,
    readOnly,
    defaultForeign = false,
    onForeignChange,
    foreignName,
  } = props;
  const [ownForeign, setOwnForeign] = useState(defaultForeign);
  const foreign = props.foreign ?? ownForeign;
  const plate = useMaskedInput(meta, foreign ? FOREIGN_PLATE : RUSSIAN_PLATE);
  const setForeign = (next: boolean) => {
    // imask re-checks the text against the new mask before it takes the new prepareChar: map the twins first.
    if (!next) plate.setText(toRussianPlate(plate.value));
    setOwnForeign(next);
    onForeignChange?.(next);
  };
  return (
    <Stack gap="2">
      <FieldShell
        meta={meta}
        label={label}
        required={required}
        serverError={serverError}
        disabled={disabled}
        readOnly={readOnly}
      >
        <Input
          ref={plate.inputRef}
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required={false}
          aria-required={required || undefined}
          onFocus={plate.focus}
          onBlur={plate.blur}
        />
        <input {...plate.valueInputProps} />
      </FieldShell>
      {/* Outside the field: inside, Ark would give the checkbox the plate input's id. */}
      <Checkbox.Root
        size="sm"
        checked={foreign}
        onCheckedChange={(details) => setForeign(details.checked === true)}
        name={foreignName}
        disabled={disabled || readOnly}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Не РФ</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
