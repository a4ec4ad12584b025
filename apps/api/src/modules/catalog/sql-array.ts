import { type SQL, sql } from 'drizzle-orm';

/** A typed `uuid[]` / `text[]` value built from bound parameters (drizzle expands a plain array into a list). */
export function sqlArray(values: readonly string[], type: 'uuid' | 'text'): SQL {
  if (values.length === 0) return sql.raw(`'{}'::${type}[]`);
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}
