import { findPartners } from '../../api/partners/partnersApi';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useProfile } from '../../session/useSession';

/**
 * The partners a selector offers, and the partner it is locked to: a partner's staff are answered their own partner
 * only (the server's scope), so the selector stays on it. A caller who may not list partners gets none.
 */
export function usePartnerOptions() {
  const profile = useProfile();
  const partners = useRemoteData(
    'roles.partners',
    async () => {
      try {
        return (await findPartners({ offset: 0, size: 500, sortField: 'name', sortOrder: 'ASC' })).partners;
      } catch {
        // Not allowed to list partners: the screens still work with roles without a partner.
        return [];
      }
    },
    null,
  );
  const options = (partners.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const lockedTo = options.length === 1 && options[0].value === profile?.partner?.id ? options[0].value : null;
  return { options, lockedTo };
}
