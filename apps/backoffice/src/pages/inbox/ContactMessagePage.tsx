import { ButtonLink, Column, Columns, Container, Inline, PageHeading, Stack, Timeline } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatDayAndTime } from '../../format/dates';
import { useStaffNames } from '../../format/useStaffNames';
import { DetailFailed, DetailLoading } from '../../layout/DetailStates';
import { PageTitle } from '../../layout/PageTitle';
import { Section } from '../../layout/Section';
import { MessageSection } from './MessageSection';
import { MessageStatusBadge, UnreadBadge } from './MessageStatusBadge';
import { messageTimeline } from './message-timeline';
import { contactMessageQuery } from './queries';
import { RepliesSection } from './RepliesSection';
import { useMarkReadOnOpen } from './useMarkReadOnOpen';
import { WorkOnMessage } from './WorkOnMessage';

/** /backoffice/inbox/:id: one contact message, read on opening; assign it, reply by email, close or reopen it. */
export function ContactMessagePage() {
  const id = useParams().id ?? '';
  const { data, error, isPending, refetch } = useQuery(contactMessageQuery(id));
  const staffName = useStaffNames();
  useMarkReadOnOpen(data?.contactMessage);

  if (isPending) return <DetailLoading title="Message" label="Loading the message" />;
  if (error) {
    return (
      <DetailFailed
        error={error}
        retry={refetch}
        noun="Message"
        back={{ href: paths.inbox, label: 'Back to the inbox' }}
      />
    );
  }

  const { contactMessage: message } = data;
  return (
    <Container>
      <PageTitle title={`Message from ${message.name}`} />
      <Stack space="large">
        <Stack space="small" align="left">
          <ButtonLink href={paths.inbox} variant="ghost" size="small">
            Back to the inbox
          </ButtonLink>
          <PageHeading
            eyebrow="Contact message"
            title={message.name}
            description={`${message.email} · received ${formatDayAndTime(message.createdAt)}`}
          />
          <Inline space="small" alignY="center">
            <MessageStatusBadge status={message.status} />
            {message.read ? null : <UnreadBadge />}
          </Inline>
        </Stack>
        <Columns space="large" collapseBelow="desktop">
          <Column width="2/3">
            <Stack space="large">
              <MessageSection detail={data} />
              <RepliesSection message={message} replies={data.replies} staffName={staffName} />
            </Stack>
          </Column>
          <Column width="1/3">
            <Stack space="large">
              <WorkOnMessage message={message} />
              <Section title="Timeline">
                <Timeline label="Timeline" events={messageTimeline(data, staffName)} />
              </Section>
            </Stack>
          </Column>
        </Columns>
      </Stack>
    </Container>
  );
}
