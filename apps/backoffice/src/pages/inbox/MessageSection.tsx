import { formatDayAndTime } from '@startwise/format/staff-dates';
import { DescriptionList, Stack, Text } from '@startwise/ui';
import { Section } from '../../layout/Section';
import type { ContactMessageDetail } from './queries';

/** Who wrote, how to reach them, when, and the whole message as they wrote it (its paragraphs kept). */
export function MessageSection({ detail }: { detail: ContactMessageDetail }) {
  const { contactMessage: message } = detail;
  const paragraphs = detail.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <Section title="Message">
      <DescriptionList
        items={[
          { term: 'From', value: message.name },
          { term: 'Email', value: message.email },
          { term: 'Phone', value: message.phone ?? 'Not given' },
          { term: 'Received', value: formatDayAndTime(message.createdAt) },
        ]}
      />
      <Stack space="small">
        {paragraphs.map((paragraph, index) => (
          // The message never changes, so its paragraphs' places are stable keys.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Text key={index}>{paragraph.trim()}</Text>
        ))}
      </Stack>
    </Section>
  );
}
