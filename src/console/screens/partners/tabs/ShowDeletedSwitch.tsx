import { Switch } from '@chakra-ui/react';

/** 'Показывать удалённые': the lists of the partner screens hide deleted rows unless it is on. */
export function ShowDeletedSwitch({
  checked,
  onChange,
  label = 'Показывать удалённые',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Another wording, where the screen's requirements name one ('Показать удалённые'). */
  label?: string;
}) {
  return (
    <Switch.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
