import { Input, type InputProps } from '@chakra-ui/react';
import type { FactoryOpts } from 'imask';
import { FieldShell, type MaskedFieldProps } from './FieldShell';
import { type MaskToForm, useMaskedInput } from './useMaskedInput';

interface Props extends MaskedFieldProps {
  /** The imask options; keep the object's identity stable (a module constant). */
  mask: FactoryOpts;
  /** How the shown text becomes the form's value; the text itself by default. */
  toForm?: MaskToForm;
  /** The visible input's own attributes: its keyboard, placeholder, width, autofill. */
  input: Omit<InputProps, 'ref' | 'onFocus' | 'onBlur' | 'required' | 'aria-required'>;
}

/** A text field typed through a mask: the visible input and the hidden one the form submits. */
export function MaskedTextInput({ mask, toForm, input, ...field }: Props) {
  const masked = useMaskedInput(field.meta, mask, toForm);
  return (
    <FieldShell {...field}>
      <Input
        ref={masked.inputRef}
        autoComplete="off"
        {...input}
        required={false}
        aria-required={field.required || undefined}
        onFocus={masked.focus}
        onBlur={masked.blur}
      />
      <input {...masked.valueInputProps} />
    </FieldShell>
  );
}
