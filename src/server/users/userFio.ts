import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

type NameColumns = Record<'lastName' | 'firstName' | 'middleName' | 'email', AnyPgColumn>;

/**
 * 'Фамилия Имя Отчество' of a users row (or of an alias of the table, when a query joins users twice), the e-mail
 * when the name is empty.
 */
export const userFio = (t: NameColumns = users) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${t.lastName}, ${t.firstName}, ${t.middleName})), ''), ${t.email})`;
