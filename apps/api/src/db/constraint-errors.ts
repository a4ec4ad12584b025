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
