import type { Schemas } from '@startwise/api-client';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Alert, Button, Inline, Stack, Text, TextArea, useToast } from '@startwise/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api';
import { formFailure, serverFieldErrors } from '../../forms/errors';
import { Section } from '../../layout/Section';
import { type ContactMessageRow, useInboxChange } from './queries';

type Reply = Schemas['ContactReply'];

/** The contract's limit on a reply (ContactReplyRequest). */
const REPLY_MAX_LENGTH = 5000;

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
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | undefined>();
  const send = useInboxChange((text: string) =>
    api.post('/admin/contact-messages/{messageId}/replies', {
      params: { path: { messageId: message.id } },
      body: { body: text },
      fallbackMessage: 'Failed to send the reply',
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setBodyError('Please write your reply');
    send.mutate(body.trim(), {
      onSuccess: () => {
        toast.success(`Reply sent to ${message.email}`);
        setBody('');
      },
    });
  };

  return (
    <Section title="Replies">
      {replies.length === 0 ? (
        <Text tone="muted">No replies yet.</Text>
      ) : (
        <Stack space="medium">
          {replies.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} staffName={staffName} />
          ))}
        </Stack>
      )}
      {message.status === 'closed' ? (
        <Text tone="muted">This message is closed: reopen it to reply.</Text>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Reply by email" aria-busy={send.isPending}>
          <Stack space="medium">
            <TextArea
              label={`Reply to ${message.name}`}
              hint={`Emailed to ${message.email}. Their answer comes to the support address.`}
              required
              maxLength={REPLY_MAX_LENGTH}
              value={body}
              error={bodyError ?? serverFieldErrors(send.error).body}
              onChange={(event) => {
                setBody(event.target.value);
                setBodyError(undefined);
              }}
            />
            {formFailure(send.error) ? <Alert tone="critical">{formFailure(send.error)}</Alert> : null}
            <Inline space="small">
              <Button type="submit" loading={send.isPending}>
                Send reply
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Section>
  );
}
