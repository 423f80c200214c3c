import { Field } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';

/** The part of conform's FieldMetadata a field's frame needs, whatever the field's value type. */
export interface FieldShellMeta {
  id: string;
  errorId: string;
  errors?: string[];
}

/** The props every conform-driven input of the kit takes. */
export interface MaskedFieldProps {
  meta: FieldMetadata<string>;
  label: string;
  required?: boolean;
  /** A message from the server for this field, shown when the form itself has none. */
  serverError?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

interface Props {
  meta: FieldShellMeta;
  label: string;
  required?: boolean;
  /** A message from the server for this field, shown when the form itself has none. */
  serverError?: string;
  disabled?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A Chakra field wired to conform: the control inside gets conform's id (so the label points at it), aria-invalid
 * and aria-errormessage pointing at conform's error id; the label carries the required mark.
 */
export function FieldShell({ meta, label, required, serverError, disabled, readOnly, children }: Props) {
  const error = meta.errors?.[0] ?? serverError;
  return (
    <Field.Root
      id={meta.id}
      ids={{ errorText: meta.errorId }}
      invalid={!!error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
