import { Field, Input } from '@chakra-ui/react';
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes, KeyboardEventHandler, Ref } from 'react';

type InputType = 'text' | 'email' | 'password' | 'tel';

interface Props {
  meta: FieldMetadata<string>;
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
export function TextField({ meta, label, type = 'text', required, serverError, autoComplete, inputMode, onKeyDown, inputRef, autoFocus }: Props) {
  const error = meta.errors?.[0] ?? serverError;
  const { key, ...inputProps } = getInputProps(meta, { type });
  return (
    <Field.Root id={meta.id} ids={{ errorText: meta.errorId }} invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input key={key} {...inputProps} required={false} autoComplete={autoComplete} inputMode={inputMode} onKeyDown={onKeyDown} ref={inputRef} autoFocus={autoFocus} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
