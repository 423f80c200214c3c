/** A row as the API sends it: every Date becomes unix seconds. */
export type WithUnixTimes<Row> = {
  [K in keyof Row]: Row[K] extends Date ? number : Row[K] extends Date | null ? number | null : Row[K];
};

/** Converts the Date fields of a database row to unix seconds, leaving the others as they are. */
export function withUnixTimes<Row extends object>(row: Row): WithUnixTimes<Row> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    result[key] = value instanceof Date ? Math.floor(value.getTime() / 1000) : value;
  return result as WithUnixTimes<Row>;
}
