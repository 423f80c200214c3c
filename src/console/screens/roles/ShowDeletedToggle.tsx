import { Checkbox } from '@chakra-ui/react';

export function ShowDeletedToggle({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Показать удалённые</Checkbox.Label>
    </Checkbox.Root>
  );
}
