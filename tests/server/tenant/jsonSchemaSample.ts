// A plausible value for a JSON schema of the OpenAPI document: enough for a request body to pass validation so the
// route's own checks run (required fields only, the first enum member or alternative, numbers at their minimum).

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  minItems?: number;
  minLength?: number;
  format?: string;
  nullable?: boolean;
  default?: unknown;
};

export function sampleOf(schema: unknown, depth = 0): unknown {
  const s = (schema ?? {}) as Schema;
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alternative = s.anyOf ?? s.oneOf;
  if (alternative?.length) return sampleOf(alternative.find((a) => a.type !== 'null') ?? alternative[0], depth + 1);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((a) => sampleOf(a, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of s.required ?? []) value[name] = sampleOf(s.properties?.[name], depth + 1);
      return value;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'email') return 'matrix@test.ru';
      if (s.format === 'date-time') return new Date().toISOString();
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    default:
      return s.properties ? sampleOf({ ...s, type: 'object' }, depth) : null;
  }
}
