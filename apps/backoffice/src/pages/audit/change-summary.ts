/** A field's value in a few characters: strings as they are, the rest as JSON. */
const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text && text.length > 60 ? `${text.slice(0, 59)}…` : (text ?? '—');
};

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * An audit event's change as one line: each recorded field that changed, 'name: before → after' ('created' when
 * there was nothing before).
 */
export function changeSummary(before: unknown, after: unknown): string {
  if (before === null || before === undefined) {
    const created = Object.entries(fieldsOf(after)).map(([key, value]) => `${key}: ${short(value)}`);
    return created.length > 0 ? `created (${created.join(', ')})` : 'created';
  }
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const changed = keys.filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
  if (changed.length === 0) return 'no recorded change';
  return changed.map((key) => `${key}: ${short(was[key] ?? '—')} → ${short(now[key] ?? '—')}`).join('; ');
}
