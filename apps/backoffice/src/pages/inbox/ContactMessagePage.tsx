import { formatDayAndTime } from '@startwise/format/staff-dates';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useStaffNames } from '../../format/useStaffNames';
import { DetailLayout } from '../../layout/DetailLayout';
import { DetailFailed, DetailLoading } from '../../layout/DetailStates';
import { MessageSection } from './MessageSection';
import { MessageStatusBadge, UnreadBadge } from './MessageStatusBadge';
import { messageTimeline } from './message-timeline';
import { contactMessageQuery } from './queries';
import { RepliesSection } from './RepliesSection';
import { useMarkReadOnOpen } from './useMarkReadOnOpen';
import { WorkOnMessage } from './WorkOnMessage';

const BACK = { href: paths.inbox, label: 'Back to the inbox' };

/** /backoffice/inbox/:id: one contact message, read on opening; assign it, reply by email, close or reopen it. */
export function ContactMessagePage() {
  const id = useParams().id ?? '';
  const { data, error, isPending, refetch } = useQuery(contactMessageQuery(id));
  const staffName = useStaffNames();
  useMarkReadOnOpen(data?.contactMessage);

  if (isPending) return <DetailLoading title="Message" label="Loading the message" />;
  if (error) {
    return <DetailFailed error={error} retry={refetch} noun="Message" back={BACK} />;
  }

  const { contactMessage: message } = data;
  return (
    <DetailLayout
      documentTitle={`Message from ${message.name}`}
      back={BACK}
      eyebrow="Contact message"
      title={message.name}
      description={`${message.email} · received ${formatDayAndTime(message.createdAt)}`}
      badges={
        <>
          <MessageStatusBadge status={message.status} />
          {message.read ? null : <UnreadBadge />}
        </>
      }
      main={
        <>
          <MessageSection detail={data} />
          <RepliesSection message={message} replies={data.replies} staffName={staffName} />
        </>
      }
      aside={<WorkOnMessage message={message} />}
      timeline={messageTimeline(data, staffName)}
    />
  );
}
