import { Input } from '@chakra-ui/react';
import { type FieldMetadata, getInputProps } from '@conform-to/react';
import type { InputHTMLAttributes, KeyboardEventHandler, Ref } from 'react';
import { FieldShell } from './inputs/FieldShell';

type InputType = 'text' | 'email' | 'password' | 'tel';

/** Any scalar field: a text input carries numbers and optional values as text too. */
// biome-ignore lint/suspicious/noExplicitAny: the form's own shape does not matter to one field
type ScalarField = FieldMetadata<string | number | null | undefined, any, string[]>;

interface Props {
  meta: ScalarField;
  label: string;
  type?: InputType;
  required?: boolean;
  /** A message from the server for this field, shown when the form itself has none. */
  serverError?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** A conform-driven text input in a Chakra field: label, required mark, the zod message beneath. */
export function TextField({
  meta,
  label,
  type = 'text',
  required,
  serverError,
  autoComplete,
  inputMode,
  onKeyDown,
  inputRef,
  autoFocus,
}: Props) {
  const { key, ...inputProps } = getInputProps(meta, { type });
  return (
    <FieldShell meta={meta} label={label} required={required} serverError={serverError}>
      <Input
        key={key}
        {...inputProps}
        required={false}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onKeyDown={onKeyDown}
        ref={inputRef}
        autoFocus={autoFocus}
      />
    </FieldShell>
  );
}
