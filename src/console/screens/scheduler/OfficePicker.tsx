import { Field, NativeSelect } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { SERVICE_IDS } from '../../../shared/constants';
import type { ServiceOffice } from '../../../shared/schemas/partners/partnerSearch';
import { fetchServiceOffices } from '../../api/partners/partnersSearchApi';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useWorkspaceOfficeId } from '../../workspace/useWorkShift';

interface Props {
  officeId: number | null;
  onChange: (officeId: number | null, office: ServiceOffice | null) => void;
  /** Shown above the select; 'Офис' by default. */
  label?: string;
}

const loadOffices = () => fetchServiceOffices(SERVICE_IDS.serviceOffice);
const officeText = (o: ServiceOffice) => `${o.partnerName} — ${o.name}`;

/**
 * 'Партнёр — офис' for the scheduler screens (GET /service_office/offices, service 41). When nothing is chosen yet
 * and the list holds one office only (a partner's staff with one office), it is chosen at once; a chosen office
 * missing from the list gives way to the workspace's office (useSchedulerOffice opens on that one by default).
 */
export function OfficePicker({ officeId, onChange, label = 'Офис' }: Props) {
  const offices = useRemoteData('scheduler.offices', loadOffices, null);
  const list = offices.data ?? [];
  const chosen = list.find((o) => o.id === officeId);
  const workspaceOfficeId = useWorkspaceOfficeId() ?? null;
  const loaded = offices.data != null;
  // Each office is corrected once: when the fallback cannot take (the workspace's office is not listed either), the
  // screen keeps it rather than ping-pong with its own default.
  const corrected = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded || (officeId && officeId === corrected.current)) return;
    const listed = (id: number | null) => list.find((o) => o.id === id) ?? null;
    if (officeId && listed(officeId)) return;
    // Nothing chosen: the only office. A chosen office this user does not see (removed, another login's): the
    // workspace's office, else the only one, else none — rather than a select showing 'Выберите офис'.
    const only = list.length === 1 ? list[0] : null;
    const fallback = officeId ? (listed(workspaceOfficeId) ?? only) : only;
    corrected.current = officeId;
    if (fallback && fallback.id !== officeId) onChange(fallback.id, fallback);
    else if (!fallback && officeId) onChange(null, null);
  }, [loaded, list, officeId, workspaceOfficeId, onChange]);
  return (
    <Field.Root maxW="sm">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" disabled={offices.loading}>
        <NativeSelect.Field
          aria-label={label}
          // A long 'Партнёр — офис' is cut by the select's width: the tooltip tells it whole.
          title={chosen ? officeText(chosen) : undefined}
          value={officeId ? String(officeId) : ''}
          onChange={(e) => {
            const id = Number(e.currentTarget.value) || null;
            onChange(id, list.find((o) => o.id === id) ?? null);
          }}
        >
          <option value="">{offices.loading ? 'Загрузка…' : 'Выберите офис'}</option>
          {list.map((o) => (
            <option key={o.id} value={o.id}>
              {officeText(o)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {offices.failed && <Field.HelperText color="red.600">Не удалось загрузить офисы</Field.HelperText>}
    </Field.Root>
  );
}
