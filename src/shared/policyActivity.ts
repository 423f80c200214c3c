// A policy row is 'действующий' when its start date is not in the future and its expiration is not more than a day
// past; otherwise it is 'не действующий'. The console labels rows with it and the server filters
// activityStatus=active|inactive with the same rule.

export const ACTIVE_POLICY_LABEL = 'действующий';
export const INACTIVE_POLICY_LABEL = 'не действующий';

/** How long after its expiration a policy still counts as active. */
export const POLICY_GRACE_SECONDS = 86_400;

/** activityStatus of the policy lists. */
export const POLICY_ACTIVITY_STATUSES = ['all', 'active', 'inactive'] as const;
export type PolicyActivityStatus = (typeof POLICY_ACTIVITY_STATUSES)[number];

/** Dates are unix seconds, as the policy keeps them; `now` too. */
export function isPolicyActive(
  policy: { startDate: number; expirationDate: number },
  now = Math.floor(Date.now() / 1000),
): boolean {
  return policy.startDate <= now && policy.expirationDate >= now - POLICY_GRACE_SECONDS;
}

export const policyActivityLabel = (policy: { startDate: number; expirationDate: number }, now?: number) =>
  isPolicyActive(policy, now) ? ACTIVE_POLICY_LABEL : INACTIVE_POLICY_LABEL;

/** Whether a policy belongs in a list asked for with `status`. */
export const matchesActivity = (
  policy: { startDate: number; expirationDate: number },
  status: PolicyActivityStatus,
  now?: number,
) => status === 'all' || isPolicyActive(policy, now) === (status === 'active');
