import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: the values travel as ONE array parameter, however many there are. Drizzle's
 * `inArray(column, values)` binds one parameter per value, and PostgreSQL refuses a statement with more than 65,535.
 */
export const isAnyOf = (column: AnyColumn, values: readonly string[], type: 'uuid' | 'text' = 'uuid'): SQL =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;
