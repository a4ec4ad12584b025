/** JSON text with object keys sorted: jsonb gives keys back in its own order, which is no change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The fields of `after` whose values differ from `before` (compared as JSON), with both sides: what an audit row of
 * an edit records, so a reader sees what changed without comparing two whole records. Undefined when nothing did.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | undefined {
  const keys = Object.keys(after).filter((key) => canonical(before[key]) !== canonical(after[key]));
  if (keys.length === 0) return undefined;
  const pick = (record: T) => Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
