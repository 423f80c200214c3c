import { Switch } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { useFieldControl } from '../../../components/inputs/useFieldControl';

/**
 * A conform checkbox field drawn as a switch. The form's value lives in a hidden input named after the field
 * ('on' when on, as a checked box submits; empty when off), so conform sees every toggle as an input.
 */
export function SwitchField({
  meta,
  label,
  disabled,
}: {
  meta: FieldMetadata<boolean | undefined>;
  label: string;
  disabled?: boolean;
}) {
  const control = useFieldControl(meta as unknown as FieldMetadata<string>);
  const checked = control.value === 'on' || control.value === 'true';
  return (
    <Switch.Root
      id={meta.id}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => control.change(e.checked ? 'on' : '')}
      colorPalette="blue"
    >
      <Switch.HiddenInput onBlur={control.blur} />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
      <input {...control.valueInputProps} />
    </Switch.Root>
  );
}
