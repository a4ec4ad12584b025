/**
 * True when `error` (or an error it wraps: Drizzle puts the driver's error in `cause`) is PostgreSQL refusing a row
 * for a unique constraint (23505), optionally a named one. Two requests that both checked first can still race.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth += 1) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
