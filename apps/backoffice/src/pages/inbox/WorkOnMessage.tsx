import { Button, ConfirmDialog, Inline, Stack, Text, useToast } from '@startwise/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { AssigneePicker } from '../../forms/AssigneePicker';
import { failureText } from '../../forms/errors';
import { Section } from '../../layout/Section';
import { type ContactMessageRow, useInboxChange } from './queries';

const STATUS_CHANGES = {
  closed: {
    button: 'Close',
    title: 'Close this message?',
    text: 'Closed messages leave the open inbox and take no replies until someone reopens them.',
    done: 'Message closed',
  },
  open: {
    button: 'Reopen',
    title: 'Reopen this message?',
    text: 'The message goes back to the open inbox and can be replied to again.',
    done: 'Message reopened',
  },
} as const;

/** Who answers the message, Mark as unread, and Close or Reopen (each asked first). */
export function WorkOnMessage({ message }: { message: ContactMessageRow }) {
  const toast = useToast();
  const messageId = message.id;
  const [confirming, setConfirming] = useState(false);
  const assign = useInboxChange((staffId: string | null) =>
    api.post('/admin/contact-messages/{messageId}/assign', {
      params: { path: { messageId } },
      body: { staffId },
      fallbackMessage: 'Failed to assign the message',
    }),
  );
  const markUnread = useInboxChange(() =>
    api.post('/admin/contact-messages/{messageId}/read', {
      params: { path: { messageId } },
      body: { read: false },
      fallbackMessage: 'Failed to mark the message unread',
    }),
  );
  const changeStatus = useInboxChange((status: 'open' | 'closed') =>
    api.post('/admin/contact-messages/{messageId}/status', {
      params: { path: { messageId } },
      body: { status },
      fallbackMessage: 'Failed to change the status',
    }),
  );
  const next = message.status === 'open' ? 'closed' : 'open';
  const change = STATUS_CHANGES[next];
  const close = () => {
    setConfirming(false);
    changeStatus.reset();
  };

  return (
    <Section title="Work on this message">
      <AssigneePicker assigneeId={message.assigneeId} assign={assign} />
      <Inline space="small">
        <Button variant={next === 'closed' ? 'primary' : 'secondary'} onClick={() => setConfirming(true)}>
          {change.button}
        </Button>
        {message.read ? (
          <Button
            variant="secondary"
            loading={markUnread.isPending}
            onClick={() => markUnread.mutate(undefined, { onSuccess: () => toast.success('Marked as unread') })}
          >
            Mark as unread
          </Button>
        ) : null}
      </Inline>
      {markUnread.isError ? <Text tone="critical">{failureText(markUnread.error)}</Text> : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => !open && close()}
        title={change.title}
        confirmLabel={change.button}
        tone="primary"
        isConfirming={changeStatus.isPending}
        onConfirm={() =>
          changeStatus.mutate(next, {
            onSuccess: () => {
              toast.success(change.done);
              close();
            },
          })
        }
      >
        <Stack space="small">
          <Text>{change.text}</Text>
          {changeStatus.isError ? <Text tone="critical">{failureText(changeStatus.error)}</Text> : null}
        </Stack>
      </ConfirmDialog>
    </Section>
  );
}
