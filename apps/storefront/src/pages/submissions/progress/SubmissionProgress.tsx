import { deliveredLine, expertLine, FINISHED_STATUSES, isOpenDocumentRequest } from '@startwise/flows/rules';
import { formatCalendarDate, formatDay } from '@startwise/format/customer-dates';
import { Alert, Card, Heading, Skeleton, Stack, Text } from '@startwise/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { submissionProgressQuery } from '../queries';
import { DeliveredDocuments } from './DeliveredDocuments';
import { MilestoneSteps } from './MilestoneSteps';
import { ProgressTimeline } from './ProgressTimeline';
import { AnsweredDocumentRequests, OpenDocumentRequests } from './RequestedDocuments';
import { TeamMessages } from './TeamMessages';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card padding="large" as="section" aria-labelledby={id}>
      <Stack space="large">
        <Heading level="2" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * How the submission is going after payment: who works on it and by when (or when it was delivered against that
 * promise), the service's steps done, current and to come, the documents the team asks for (open ones first, with an upload control),
 * what it delivered, the timeline and its messages. Cards without anything to show are left out, except the
 * timeline.
 */
export function SubmissionProgress({ submissionId, status }: { submissionId: string; status: string }) {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(submissionProgressQuery(submissionId));
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: submissionProgressQuery(submissionId).queryKey }),
    [queryClient, submissionId],
  );

  if (isPending) {
    return (
      <Section id="submission-progress" title="Progress">
        <Skeleton shape="block" />
      </Section>
    );
  }
  if (error) {
    return (
      <Section id="submission-progress" title="Progress">
        <Alert tone="critical">{error.message}</Alert>
      </Section>
    );
  }

  const open = data.documentRequests.filter(isOpenDocumentRequest);
  const answered = data.documentRequests.filter((request) => !isOpenDocumentRequest(request));
  // Delivered: against the date promised at payment. Under way: the promise. Rejected or not paid: neither.
  const when = data.completedAt
    ? deliveredLine(formatDay(data.completedAt), data.expectedBy ? formatCalendarDate(data.expectedBy) : null)
    : data.expectedBy && !FINISHED_STATUSES.includes(status)
      ? `Expected by ${formatCalendarDate(data.expectedBy)}`
      : null;
  return (
    <>
      {open.length > 0 ? (
        <Section id="submission-open-requests" title="Documents We Need">
          <Text>Our team needs these documents to continue with your application.</Text>
          <OpenDocumentRequests submissionId={submissionId} requests={open} onAnswered={refresh} />
        </Section>
      ) : null}
      {data.deliveries.length > 0 ? (
        <Section id="submission-deliveries" title="Delivered Documents">
          <DeliveredDocuments submissionId={submissionId} deliveries={data.deliveries} />
        </Section>
      ) : null}
      <Section id="submission-progress" title="Progress">
        {data.expert || when ? (
          <Stack space="small">
            {data.expert ? <Text weight="strong">{expertLine(data.expert.name)}</Text> : null}
            {when ? <Text>{when}</Text> : null}
          </Stack>
        ) : null}
        {data.steps.length > 0 ? <MilestoneSteps steps={data.steps} /> : null}
        <ProgressTimeline events={data.timeline} />
      </Section>
      {data.messages.length > 0 ? (
        <Section id="submission-messages" title="Messages from Our Team">
          <TeamMessages messages={data.messages} />
        </Section>
      ) : null}
      {answered.length > 0 ? (
        <Section id="submission-answered-requests" title="Documents You Sent">
          <AnsweredDocumentRequests submissionId={submissionId} requests={answered} />
        </Section>
      ) : null}
    </>
  );
}
