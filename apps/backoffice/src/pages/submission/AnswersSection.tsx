import { DescriptionList, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../../layout/Section';
import { serviceFormQuery } from './queries';

/** An answer as typed; several answers (a multiple choice) one after another; an empty answer as '—'. */
function readable(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ') || '—';
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The application's answers under their field labels, in the form's order when the service's form can be read
 * (an inactive service's cannot: then the field names, as stored).
 */
export function AnswersSection({ formData, serviceSlug }: { formData: Record<string, unknown>; serviceSlug: string }) {
  const { data } = useQuery(serviceFormQuery(serviceSlug));
  const fields = data?.service.fields ?? [];
  const position = (name: string) => {
    const index = fields.findIndex((field) => field.name === name);
    return index < 0 ? fields.length : index;
  };
  const entries = Object.entries(formData).sort(([a], [b]) => position(a) - position(b));
  return (
    <Section title="Answers">
      {entries.length === 0 ? (
        <Text tone="muted">The application has no answers.</Text>
      ) : (
        <DescriptionList
          items={entries.map(([name, value]) => ({
            term: fields.find((field) => field.name === name)?.label ?? name,
            value: readable(value),
          }))}
        />
      )}
    </Section>
  );
}
