/**
 * The fields of `after` whose values differ from `before` (compared as JSON), with both sides: what an audit row of
 * an edit records, so a reader sees what changed without comparing two whole records. Undefined when nothing did.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | undefined {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return undefined;
  const pick = (record: T) => Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
