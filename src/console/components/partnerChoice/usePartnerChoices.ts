import { fetchServices } from '../../api/ordersApi';
import { fetchPartnerOffices } from '../../api/partners/officesApi';
import { findPartners } from '../../api/partners/partnersApi';
import { findUsers } from '../../api/usersApi';
import { useRemoteData } from '../../hooks/useRemoteData';
import { usePlatformStaff, useProfile } from '../../session/useSession';
import type { SelectOption } from '../SelectField';

// The choices of the forms made for a partner (price lists, QR code batches): partners (a partner's staff: only
// their own, locked), services, and the offices of the chosen partner (optional; none offered when they cannot be
// read).

const loadPartners = async () =>
  (await findPartners({ size: 500, sortField: 'name', sortOrder: 'ASC' })).partners.map((p) => ({
    value: p.id,
    label: p.name,
  }));
const loadServices = async () => (await fetchServices()).map((s) => ({ value: s.id, label: s.name }));
const loadOffices = async (partnerId: number | null): Promise<SelectOption[]> => {
  if (!partnerId) return [];
  try {
    return (await fetchPartnerOffices(partnerId)).map((o) => ({
      value: o.id,
      label: o.address ? `${o.name}, ${o.address}` : o.name,
    }));
  } catch {
    // Offices are read with the partners' key: without it the list is simply not offered.
    return [];
  }
};
const loadUsers = async (partnerId: number | null): Promise<SelectOption[]> => {
  try {
    const { users } = await findUsers({
      offset: 0,
      size: 500,
      sortField: 'createdAt',
      sortOrder: 'DESC',
      ...(partnerId ? { partnerId } : {}),
    });
    return users
      .map((u) => ({
        value: u.id,
        label: [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ') || u.email,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
  } catch {
    // Users are read with the users' key: without it the choice is simply not offered.
    return [];
  }
};
const none = async (): Promise<SelectOption[]> => [];

/** The partner choice: a partner's staff get only their own partner (the server forces it anyway). */
export function usePartnerChoice() {
  const platformStaff = usePlatformStaff();
  const own = useProfile()?.partner ?? null;
  const partners = useRemoteData('choices.partners', platformStaff ? loadPartners : none, platformStaff);
  const options: SelectOption[] = platformStaff
    ? (partners.data ?? [])
    : own
      ? [{ value: own.id, label: own.name }]
      : [];
  return { options, locked: !platformStaff, ownPartnerId: own?.id ?? null };
}

export function useServiceChoice() {
  return useRemoteData('choices.services', loadServices, null).data ?? [];
}

export function useOfficeChoice(partnerId: number | null) {
  return useRemoteData('choices.offices', loadOffices, partnerId).data ?? [];
}

/** The staff to choose from (of the partner when one is chosen), by full name. */
export function useUserChoice(partnerId: number | null) {
  return useRemoteData('choices.users', loadUsers, partnerId).data ?? [];
}
