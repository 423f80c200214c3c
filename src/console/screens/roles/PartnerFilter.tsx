import { NativeSelect } from '@chakra-ui/react';

/** The partner a list shows ('' = without a partner); locked for a partner's staff. */
export function PartnerFilter({
  value,
  options,
  locked = false,
  onChange,
  emptyLabel = 'Без партнёра',
}: {
  value: number | null;
  locked?: boolean;
  options: { value: number; label: string }[];
  onChange: (partnerId: number | null) => void;
  emptyLabel?: string;
}) {
  return (
    <NativeSelect.Root size="sm" width="280px" disabled={locked}>
      <NativeSelect.Field
        aria-label="Партнёр"
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        {!locked && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
