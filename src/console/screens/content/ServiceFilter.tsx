import { Field, NativeSelect } from '@chakra-ui/react';
import type { SelectOption } from '../../components/SelectField';

interface Props {
  services: SelectOption[];
  /** undefined: every service. */
  value: number | undefined;
  onChange: (serviceId: number | undefined) => void;
}

/** 'Сервис' above a content list: the call's serviceId, or every service. */
export function ServiceFilter({ services, value, onChange }: Props) {
  return (
    <Field.Root orientation="horizontal" gap="2" w="auto">
      <Field.Label fontSize="sm" whiteSpace="nowrap">
        Сервис
      </Field.Label>
      <NativeSelect.Root size="sm" w="56">
        <NativeSelect.Field
          aria-label="Сервис"
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))}
        >
          <option value="">Все сервисы</option>
          {services.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
