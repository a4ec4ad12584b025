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

/**
 * The constraint a write broke, when the database refused it for a unique (23505) or check (23514) violation — what
 * a domain module turns into a 409 or 422 instead of a 500. Drivers put the SQLSTATE in `code` and the constraint's
 * name in `constraint`; Drizzle wraps their error in `cause`.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if ((code === '23505' || code === '23514') && typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
