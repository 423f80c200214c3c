import { type FieldMetadata, useInputControl } from '@conform-to/react';

/**
 * For inputs whose visible text is not what the form submits (masks, comboboxes): the form's value lives in a
 * hidden input named after the field, which conform's useInputControl keeps in sync and fires input, focus and
 * blur events on, so conform validates as it would for a plain input. Render `<input {...valueInputProps} />`
 * inside the field and give the visible input no name.
 */
export function useFieldControl(meta: FieldMetadata<string>) {
  const control = useInputControl(meta);
  const value = control.value ?? '';
  return {
    value,
    change: control.change,
    focus: control.focus,
    blur: control.blur,
    // Controlled: React rewrites an uncontrolled hidden input's value to its defaultValue on every render.
    valueInputProps: { type: 'hidden', name: meta.name, value } as const,
  };
}
