import { conversationStatusWord, paymentStatusWord, UNKNOWN_STATUS, workStatusWord } from '@startwise/flows/rules';
import { formatPaise, formatRupees } from '@startwise/format';

// An audit event's change as people read it: 'Assignee: Nobody → Priya Nair', 'Refunded: ₹0.00 → ₹1,499.00'.
// Field names become words, money becomes rupees, staff ids become names, statuses the shared words; nested records
// read as 'title Certificate, final yes'. Never JSON, never paise.

/** Names for fields whose words are not simply their camelCase split. */
const LABELS: Record<string, string> = {
  assigneeId: 'Assignee',
  staffId: 'Staff member',
  answeredBy: 'Answered by',
  mrp: 'MRP',
  turnaroundDays: 'Turnaround (working days)',
  metaDescription: 'Search description',
  categoryIds: 'Categories',
};
/** Internal ids that say nothing to a person. */
const HIDDEN = new Set(['noteId', 'requestId']);

const STAFF_FIELDS = new Set(['assigneeId', 'staffId', 'deactivatedBy']);

/** 'refundablePaise' → 'Refundable'; 'turnaround_days' → 'Turnaround days'. */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const statusWords = (value: string) =>
  [workStatusWord(value), conversationStatusWord(value), paymentStatusWord(value)].find(
    (word) => word !== UNKNOWN_STATUS,
  )?.label;

/** One recorded value in words. */
export function valueWords(key: string, value: unknown, staffName: (id: string) => string): string {
  if (value === null || value === undefined || value === '') return STAFF_FIELDS.has(key) ? 'Nobody' : '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (key.endsWith('Paise')) return formatPaise(value);
    if (key === 'price' || key === 'mrp') return formatRupees(value);
    return String(value);
  }
  if (typeof value === 'string') {
    if (STAFF_FIELDS.has(key)) return staffName(value);
    if (key === 'status' || key === 'role' || key === 'visibility' || key === 'answeredBy') {
      const word = statusWords(value) ?? value.replace(/[_-]/g, ' ');
      return word.charAt(0).toUpperCase() + word.slice(1);
    }
    return value.length > 60 ? `${value.slice(0, 59)}…` : value;
  }
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((item) => valueWords(key, item, staffName)).join(', ');
  const fields = Object.entries(value as Record<string, unknown>).filter(([field]) => !HIDDEN.has(field));
  return fields
    .map(([field, inner]) => `${fieldLabel(field).toLowerCase()} ${valueWords(field, inner, staffName)}`)
    .join(', ');
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * An audit event's change as one line: each recorded field that changed, 'Label: before → after'; a record that
 * was created lists what it was created with.
 */
export function changeSummary(before: unknown, after: unknown, staffName: (id: string) => string): string {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const created = before === null || before === undefined;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((key) => !HIDDEN.has(key));
  const changed = keys.filter((key) => created || JSON.stringify(was[key]) !== JSON.stringify(now[key]));
  if (changed.length === 0) return created ? 'Created' : 'No recorded change';
  const words = (key: string, value: unknown) => valueWords(key, value, staffName);
  if (created) return `Created: ${changed.map((key) => `${fieldLabel(key)} ${words(key, now[key])}`).join(', ')}`;
  return changed.map((key) => `${fieldLabel(key)}: ${words(key, was[key])} → ${words(key, now[key])}`).join('; ');
}
