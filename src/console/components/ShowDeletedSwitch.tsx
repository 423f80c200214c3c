import { Switch } from '@chakra-ui/react';

/** 'Показывать удалённые': lists of soft-deleted records (partner tabs, pricing) hide deleted rows unless it is on. */
export function ShowDeletedSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>Показывать удалённые</Switch.Label>
    </Switch.Root>
  );
}
