import { Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serviceQuery } from '../service/queries';
import { DetailList } from './DetailList';

/**
 * A form answer: several answers one per line (an 'Other: <details>' answer may itself hold commas), an empty
 * answer as '-'.
 */
function answer(value: unknown): ReactNode {
  if (Array.isArray(value) && value.length > 1) {
    return (
      <Stack as="ul" space="xsmall" align="right">
        {value.map((item) => (
          <li key={String(item)}>{String(item)}</li>
        ))}
      </Stack>
    );
  }
  const text = Array.isArray(value) ? value.join('') : value;
  return text === null || text === undefined || text === '' ? '-' : String(text);
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
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  const position = (name: string) => {
    const index = fields.findIndex((field) => field.name === name);
    return index < 0 ? fields.length : index;
  };
  const entries = Object.entries(formData).sort(([a], [b]) => position(a) - position(b));
  return (
    <DetailList
      items={entries.map(([name, value]) => ({
        term: labels.get(name) ?? name,
        value: answer(value),
      }))}
    />
  );
}
