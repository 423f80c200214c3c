import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/db';

// Which partner owns a row of any table, worked out from the table's columns, so the tenant matrix follows the
// schema as it grows: a row is the partner's through its partner_id, or through the order, office, post,
// appointment, invoice, act, travel policy or user it belongs to (in that order of preference).

const OWNER_OF: Record<string, (column: string) => string> = {
  partner_id: (c) => `t.${c}`,
  order_id: (c) => `(select o.partner_id from orders o where o.id = t.${c})`,
  office_id: (c) => `(select f.partner_id from offices f where f.id = t.${c})`,
  office_post_id: (c) =>
    `(select f.partner_id from office_posts p join offices f on f.id = p.office_id where p.id = t.${c})`,
  appointment_id: (c) =>
    `(select f.partner_id from appointments a join office_posts p on p.id = a.office_post_id join offices f on f.id = p.office_id where a.id = t.${c})`,
  invoice_id: (c) =>
    `(select o.partner_id from order_invoices i join orders o on o.id = i.order_id where i.id = t.${c})`,
  act_id: (c) => `(select r.partner_id from reconciliation_acts r where r.id = t.${c})`,
  policy_id: (c) => `(select p.partner_id from travel_policies p where p.id = t.${c})`,
  user_id: (c) => `(select u.partner_id from users u where u.id = t.${c})`,
  price_list_id: (c) => `(select l.partner_id from price_lists l where l.id = t.${c})`,
};

/** Tables whose rows belong to no partner even when they name one (logs and the journal of refused calls). */
const NOT_OWNED = new Set(['audit_journal', 'login_attempts', 'notification_history', 'socket_io_attachments']);

export interface OwnedTable {
  table: string;
  /** SQL of the owning partner's id for a row aliased `t`. */
  owner: string;
}

/** Every table with a column that ties its rows to a partner, and how. */
export async function ownedTables(db: Db): Promise<OwnedTable[]> {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name in
      ('partner_id', 'order_id', 'office_id', 'office_post_id', 'appointment_id', 'invoice_id', 'act_id', 'policy_id', 'user_id',
       'price_list_id')`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of rows) {
    if (NOT_OWNED.has(table_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const preference = Object.keys(OWNER_OF);
  const owned = [...byTable].map(([table, columns]) => {
    const column = preference.find((p) => columns.includes(p)) as string;
    return { table, owner: OWNER_OF[column](column) };
  });
  return [{ table: 'partners', owner: 't.id' }, ...owned];
}

/** The owner expression of a table by name, for tables the route kinds point at. */
export function ownerOf(tables: OwnedTable[], table: string): string {
  const found = tables.find((t) => t.table === table);
  if (!found) throw new Error(`table ${table} has no column tying it to a partner`);
  return found.owner;
}

/**
 * A fingerprint of every row other partners own: the matrix takes it before and after partner A's calls on other
 * partners' objects, and any difference is a write that crossed the tenant line.
 */
export async function otherPartnersFingerprint(db: Db, tables: OwnedTable[], partnerA: number) {
  const prints: Record<string, string> = {};
  for (const { table, owner } of tables) {
    const [row] = await rowsOf<{ print: string | null; n: number }>(
      db,
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print, count(*)::int as n
               from "${table}" t where (${owner}) is not null and (${owner}) <> ${partnerA}`),
    );
    prints[table] = `${row.n}:${row.print}`;
  }
  return prints;
}

/** The rows of a raw query (either driver answers `{ rows }`). */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql.raw> | ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
