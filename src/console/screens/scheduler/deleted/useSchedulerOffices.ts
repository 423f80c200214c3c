import { useCallback, useMemo } from 'react';
import { SERVICE_IDS } from '../../../../shared/constants';
import { DEFAULT_TIMEZONE } from '../../../../shared/format';
import type { ServiceOffice } from '../../../../shared/schemas/partners/partnerSearch';
import { fetchServiceOffices } from '../../../api/partners/partnersSearchApi';
import { useRemoteData } from '../../../hooks/useRemoteData';

const loadOffices = () => fetchServiceOffices(SERVICE_IDS.serviceOffice);

/**
 * The scheduler's offices (the list the office picker offers) and the time zone of each: an appointment's times
 * read in its office's zone, Moscow until the list is in or for an office not in it (the default zone).
 */
export function useSchedulerOffices(): { offices: ServiceOffice[]; zoneOf: (officeId: number) => string } {
  const list = useRemoteData('scheduler.officeZones', loadOffices, null);
  const offices = useMemo(() => list.data ?? [], [list.data]);
  const zones = useMemo(() => new Map(offices.map((o) => [o.id, o.timezone])), [offices]);
  const zoneOf = useCallback((officeId: number) => zones.get(officeId) ?? DEFAULT_TIMEZONE, [zones]);
  return { offices, zoneOf };
}
