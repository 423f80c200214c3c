import { useSearchParams } from 'wouter';

/**
 * A card's chosen tab kept in the URL (?tab=roles): replaced rather than pushed, so Back leaves the card instead of
 * walking through its tabs, and a reload or a return to the card opens the same tab. A value the card does not
 * offer (a tab the user may not see, a typo) falls back to `fallback`; `hint` is asked when the URL has no ?tab=
 * (the order card's /orders/:code/:command).
 */
export function useTabSearchParam(
  values: readonly string[],
  fallback: string,
  hint?: string,
): [current: string, choose: (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? hint;
  const current = asked !== undefined && values.includes(asked) ? asked : fallback;
  const choose = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return [current, choose];
}
