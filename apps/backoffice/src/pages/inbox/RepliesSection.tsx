import type { Schemas } from '@startwise/api-client';
import { STAFF_WRITING_LIMITS } from '@startwise/flows/rules';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Stack, Text, TextArea, useToast } from '@startwise/ui';
import { api } from '../../app/api';
import { SectionForm } from '../../forms/SectionForm';
import { useCheckedForm } from '../../forms/useCheckedForm';
import { EntryList } from '../../layout/EntryList';
import { Section } from '../../layout/Section';
import { type ContactMessageRow, useInboxChange } from './queries';

type Reply = Schemas['ContactReply'];

function ReplyItem({ reply, staffName }: { reply: Reply; staffName: (id: string) => string | undefined }) {
  const paragraphs = reply.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <Stack as="section" space="xsmall" aria-label={`Reply of ${formatDayAndTime(reply.createdAt)}`}>
      <Text size="small" tone="muted">
        {`${staffName(reply.staffId) ?? 'A former member'} · ${formatDayAndTime(reply.createdAt)}`}
      </Text>
      {paragraphs.map((paragraph, index) => (
        // A stored reply never changes, so its paragraphs' places are stable keys.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={index}>{paragraph.trim()}</Text>
      ))}
    </Stack>
  );
}

interface RepliesSectionProps {
  message: ContactMessageRow;
  replies: readonly Reply[];
  staffName: (id: string) => string | undefined;
}

/**
 * The replies sent so far, oldest first, with who sent them and when, and the form for a new one: the server stores
 * it and queues the mail to the sender through the outbox. A closed message takes no reply until it is reopened.
 */
export function RepliesSection({ message, replies, staffName }: RepliesSectionProps) {
  const toast = useToast();
  const send = useInboxChange((text: string) =>
    api.post('/admin/contact-messages/{messageId}/replies', {
      params: { path: { messageId: message.id } },
      body: { body: text },
      fallbackMessage: 'Failed to send the reply',
    }),
  );

  const { form, field } = useCheckedForm({
    defaultValues: { body: '' },
    check: ({ body }) => ({ body: body.trim() ? undefined : 'Please write your reply' }),
    error: send.error,
  });

  const onSubmit = form.handleSubmit(({ body }) =>
    send.mutate(body.trim(), {
      onSuccess: () => {
        toast.success(`Reply sent to ${message.email}`);
        form.reset();
      },
    }),
  );

  return (
    <Section title="Replies">
      <EntryList entries={replies} emptyMessage="No replies yet.">
        {(reply) => <ReplyItem key={reply.id} reply={reply} staffName={staffName} />}
      </EntryList>
      {message.status === 'closed' ? (
        <Text tone="muted">This message is closed: reopen it to reply.</Text>
      ) : (
        <SectionForm
          label="Reply by email"
          onSubmit={onSubmit}
          sending={send.isPending}
          error={send.error}
          submitLabel="Send reply"
        >
          <TextArea
            label={`Reply to ${message.name}`}
            hint={`Emailed to ${message.email}. Their answer comes to the support address.`}
            required
            maxLength={STAFF_WRITING_LIMITS.replyLength}
            {...field('body')}
          />
        </SectionForm>
      )}
    </Section>
  );
}
