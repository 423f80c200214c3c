import { useMemo } from 'react';
import { fetchPartnerOffices } from '../../api/partners/officesApi';
import { findPartners } from '../../api/partners/partnersApi';
import type { SelectOption } from '../../components/SelectField';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';

// The partner and office choices of the users screens. Partner staff get their own partner only (the server's
// tenant rule answers just it), which locks the choice; without the 'partners' key there is no choice at all.

async function loadPartners(allowed: boolean): Promise<SelectOption[]> {
  if (!allowed) return [];
  const { partners } = await findPartners({ offset: 0, size: 500, sortField: 'name', sortOrder: 'ASC' });
  return partners.map((p) => ({ value: p.id, label: p.name }));
}

export function usePartnerOptions(): SelectOption[] {
  const allowed = useAllowed('partners');
  const remote = useRemoteData('users.partnerOptions', loadPartners, allowed);
  return useMemo(() => remote.data ?? [], [remote.data]);
}

async function loadOffices(partnerId: number | null): Promise<SelectOption[]> {
  if (!partnerId) return [];
  return (await fetchPartnerOffices(partnerId)).map((o) => ({ value: o.id, label: o.name }));
}

/** The live offices of the partner (none while no partner is chosen). */
export function useOfficeOptions(partnerId: number | null): SelectOption[] {
  const remote = useRemoteData('users.officeOptions', loadOffices, partnerId);
  return useMemo(() => remote.data ?? [], [remote.data]);
}
