import type { TableQuery } from '../../../../machines/kit/dataTableTypes';

// The query in the address bar: offset, size, sort, order, q (quick search) and f.<filter> per filter value.

export function queryFromSearch(search: string): Partial<TableQuery> {
  const p = new URLSearchParams(search);
  const q: Partial<TableQuery> = {};
  const int = (name: string) => {
    const v = Number(p.get(name));
    return p.has(name) && Number.isInteger(v) && v >= 0 ? v : undefined;
  };
  const offset = int('offset');
  const size = int('size');
  if (offset !== undefined) q.offset = offset;
  if (size) q.size = size;
  if (p.get('sort')) q.sortField = p.get('sort')!;
  const order = p.get('order')?.toUpperCase();
  if (order === 'ASC' || order === 'DESC') q.sortOrder = order;
  if (p.get('q')) q.search = p.get('q')!;
  const filters: Record<string, string> = {};
  for (const [k, v] of p) if (k.startsWith('f.') && v) filters[k.slice(2)] = v;
  if (Object.keys(filters).length) q.filters = filters;
  return q;
}

/** Only what differs from the defaults goes into the URL. */
export function searchFromQuery(q: TableQuery, defaults: TableQuery): string {
  const p = new URLSearchParams();
  if (q.offset !== defaults.offset) p.set('offset', String(q.offset));
  if (q.size !== defaults.size) p.set('size', String(q.size));
  if (q.sortField !== defaults.sortField) p.set('sort', q.sortField);
  if (q.sortOrder !== defaults.sortOrder) p.set('order', q.sortOrder);
  if (q.search) p.set('q', q.search);
  for (const [k, v] of Object.entries(q.filters)) if (v) p.set(`f.${k}`, v);
  return p.toString();
}
