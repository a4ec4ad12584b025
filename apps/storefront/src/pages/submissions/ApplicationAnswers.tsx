import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../service/queries';
import { DetailList } from './DetailList';

/** A form answer as text: lists joined, empty answers as '-'. */
function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ') || '-';
  if (value === null || value === undefined || value === '') return '-';
  return String(value);
}

/** The answers of an application under their field labels (read from the service; the names until it loads). */
export function ApplicationAnswers({
  formData,
  serviceSlug,
}: {
  formData: Record<string, unknown>;
  serviceSlug: string;
}) {
  const { data } = useQuery(serviceQuery(serviceSlug));
  const labels = new Map(data?.service.fields.map((field) => [field.name, field.label]));
  return (
    <DetailList
      items={Object.entries(formData).map(([name, value]) => ({
        term: labels.get(name) ?? name,
        value: answerText(value),
      }))}
    />
  );
}
