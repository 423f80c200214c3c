import { useRef } from 'react';

/**
 * The same object for as long as its JSON is the same, so an effect can depend on a value (a query, request
 * params) rather than on the identity of the object a parent builds on every render.
 */
export function useStableValue<T>(value: T): T {
  const held = useRef({ key: JSON.stringify(value), value });
  const key = JSON.stringify(value);
  if (held.current.key !== key) held.current = { key, value };
  return held.current.value;
}
