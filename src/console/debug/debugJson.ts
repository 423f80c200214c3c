// What the dock shows of contexts and events: bounded, acyclic JSON.

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 500;
const MAX_JSON = 20_000;

const isActorRef = (v: object): v is { id: string; sessionId: string } =>
  typeof (v as { sessionId?: unknown }).sessionId === 'string' && typeof (v as { send?: unknown }).send === 'function';

/** Plain, bounded data for display: no cycles, no live actors, no giant arrays or strings. */
export function sanitize(value: unknown, depth = 0, path: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} симв.)` : value;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[функция ${value.name || 'без имени'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (value === undefined) return '[undefined]';
  if (value === null || typeof value !== 'object') return value;
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (path.has(value)) return '[циклическая ссылка]';
  if (depth >= MAX_DEPTH) return '[…]';
  path.add(value);
  try {
    if (Array.isArray(value) || value instanceof Set) {
      const list = [...(value as Iterable<unknown>)];
      const out = list.slice(0, MAX_ITEMS).map((v) => sanitize(v, depth + 1, path));
      if (list.length > MAX_ITEMS) out.push(`… ещё ${list.length - MAX_ITEMS}`);
      return out;
    }
    const entries: [string, unknown][] =
      value instanceof Map ? [...value.entries()].map(([k, v]) => [String(k), v]) : Object.entries(value);
    const out: Record<string, unknown> = {};
    for (const [k, v] of entries.slice(0, MAX_ITEMS)) out[k] = sanitize(v, depth + 1, path);
    if (entries.length > MAX_ITEMS) out['…'] = `ещё ${entries.length - MAX_ITEMS} полей`;
    return out;
  } finally {
    path.delete(value); // only the current path counts: shared, non-circular references are shown twice
  }
}

export function toJson(value: unknown): string {
  const text = JSON.stringify(sanitize(value), null, 2) ?? 'undefined';
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}\n… (обрезано, всего ${text.length} симв.)` : text;
}
