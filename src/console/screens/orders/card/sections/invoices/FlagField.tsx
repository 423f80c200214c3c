import { Checkbox, Switch } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { useFieldControl } from '../../../../../components/inputs/useFieldControl';

interface Props {
  meta: FieldMetadata<boolean | undefined>;
  label: string;
  kind?: 'checkbox' | 'switch';
}

/** A yes/no field of a conform form: checked submits 'on' (true), unchecked nothing (false). */
export function FlagField({ meta, label, kind = 'checkbox' }: Props) {
  const control = useFieldControl(meta as unknown as FieldMetadata<string>);
  const checked = control.value === 'on';
  const set = (on: boolean) => control.change(on ? 'on' : '');
  return (
    <>
      {kind === 'switch' ? (
        <Switch.Root size="sm" colorPalette="blue" checked={checked} onCheckedChange={(e) => set(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      ) : (
        <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => set(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <input {...control.valueInputProps} />
    </>
  );
}
