import { Field, NativeSelect } from '@chakra-ui/react';
import { useEffect } from 'react';
import { SERVICE_IDS } from '../../../shared/constants';
import type { ServiceOffice } from '../../../shared/schemas/partnerSearch';
import { fetchServiceOffices } from '../../api/partners/partnersSearchApi';
import { useRemoteData } from '../../hooks/useRemoteData';

interface Props {
  officeId: number | null;
  onChange: (officeId: number | null, office: ServiceOffice | null) => void;
  /** Shown above the select; 'Офис' by default. */
  label?: string;
}

const loadOffices = () => fetchServiceOffices(SERVICE_IDS.serviceOffice);

/**
 * 'Партнёр — офис' for the scheduler screens (GET /service_office/offices, service 41). When nothing is chosen yet
 * and the list holds one office only (a partner's staff with one office), it is chosen at once.
 */
export function OfficePicker({ officeId, onChange, label = 'Офис' }: Props) {
  const offices = useRemoteData('scheduler.offices', loadOffices, null);
  const list = offices.data ?? [];
  const only = list.length === 1 ? list[0] : null;
  useEffect(() => {
    if (!officeId && only) onChange(only.id, only);
  }, [officeId, only, onChange]);
  return (
    <Field.Root maxW="sm">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" disabled={offices.loading}>
        <NativeSelect.Field
          aria-label={label}
          value={officeId ? String(officeId) : ''}
          onChange={(e) => {
            const id = Number(e.currentTarget.value) || null;
            onChange(id, list.find((o) => o.id === id) ?? null);
          }}
        >
          <option value="">{offices.loading ? 'Загрузка…' : 'Выберите офис'}</option>
          {list.map((o) => (
            <option key={o.id} value={o.id}>
              {`${o.partnerName} — ${o.name}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {offices.failed && <Field.HelperText color="red.600">Не удалось загрузить офисы</Field.HelperText>}
    </Field.Root>
  );
}
