import type { FormFieldType } from '@startwise/flows/rules';
import { formatCalendarDate, formatWallClock } from '@startwise/format/customer-dates';
import { Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serviceQuery } from '../service/queries';
import { DetailList } from './DetailList';

const grouped = new Intl.NumberFormat('en-IN');

/** A single answer as a person reads it: dates and numbers in en-IN (spec 9), the rest as typed. */
function readable(value: unknown, type: FormFieldType | undefined): string {
  const text = String(value);
  if (type === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return grouped.format(Number(text));
  // Dates and date-times are stored as the form's values (no zone): shown as typed, never moved by a zone.
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatCalendarDate(text);
  if (type === 'datetime' && !Number.isNaN(Date.parse(text))) return formatWallClock(text);
  return text;
}

/**
 * A form answer: several answers one per line (an 'Other: <details>' answer may itself hold commas), an empty
 * answer as '-'.
 */
function answer(value: unknown, type: FormFieldType | undefined): ReactNode {
  if (Array.isArray(value) && value.length > 1) {
    return (
      <Stack as="ul" space="xsmall" align="right">
        {value.map((item) => (
          <li key={String(item)}>{String(item)}</li>
        ))}
      </Stack>
    );
  }
  const single = Array.isArray(value) ? value.join('') : value;
  return single === null || single === undefined || single === '' ? '-' : readable(single, type);
}

/**
 * The answers of an application under their field labels, in the form's order (read from the service; the names,
 * in the stored order, until it loads — a jsonb object does not keep the order it was written in).
 */
export function ApplicationAnswers({
  formData,
  serviceSlug,
}: {
  formData: Record<string, unknown>;
  serviceSlug: string;
}) {
  const { data } = useQuery(serviceQuery(serviceSlug));
  const fields = data?.service.fields ?? [];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const position = (name: string) => {
    const index = fields.findIndex((field) => field.name === name);
    return index < 0 ? fields.length : index;
  };
  const entries = Object.entries(formData).sort(([a], [b]) => position(a) - position(b));
  return (
    <DetailList
      items={entries.map(([name, value]) => ({
        term: byName.get(name)?.label ?? name,
        value: answer(value, byName.get(name)?.type),
      }))}
    />
  );
}
