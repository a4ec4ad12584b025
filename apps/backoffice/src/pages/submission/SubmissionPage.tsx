import { ButtonLink, Column, Columns, Container, Inline, PageHeading, Stack, Timeline } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatDay } from '../../format/dates';
import { OverdueBadge, PaymentStatusBadge, SubmissionStatusBadge } from '../../format/statuses';
import { DetailLoadFailed, DetailLoading } from '../../layout/DetailPageStates';
import { PageTitle } from '../../layout/PageTitle';
import { Section } from '../../layout/Section';
import { assignableStaffQuery } from '../queue/queries';
import { AnswersSection } from './AnswersSection';
import { CustomerSection, ServiceAndPaymentSection } from './DetailsSections';
import { NotesSection } from './NotesSection';
import { submissionQuery } from './queries';
import { DeliveriesSection, DocumentRequestsSection } from './RequestsAndDeliveries';
import { timelineOf } from './timeline';
import { UploadedFilesSection } from './UploadedFilesSection';
import { WorkSection } from './WorkSection';

/** /backoffice/submissions/:id: one submission, everything about it, and everything staff can do to it. */
export function SubmissionPage() {
  const id = useParams().id ?? '';
  const { data, error, isPending, refetch } = useQuery(submissionQuery(id));
  const { data: staffData } = useQuery(assignableStaffQuery);
  const names = useMemo(() => new Map((staffData?.staff ?? []).map((m) => [m.id, m.fullName])), [staffData]);
  const staffName = useCallback((staffId: string) => names.get(staffId), [names]);

  if (isPending) return <DetailLoading title="Submission" label="Loading the submission" />;
  if (error) {
    return (
      <DetailLoadFailed
        thing="Submission"
        error={error}
        retry={() => refetch()}
        back={{ href: paths.queue, label: 'Back to the queue' }}
      />
    );
  }

  const { submission, customer } = data;
  return (
    <Container>
      <PageTitle title={`${customer.fullName}: ${submission.service.title}`} />
      <Stack space="large">
        <Stack space="small" align="left">
          <ButtonLink href={paths.queue} variant="ghost" size="small">
            Back to the queue
          </ButtonLink>
          <PageHeading
            eyebrow={customer.fullName}
            title={submission.service.title}
            description={`Submission ${submission._id} · submitted ${formatDay(submission.submittedAt)}`}
          />
          <Inline space="small" alignY="center">
            <SubmissionStatusBadge status={submission.status} />
            <PaymentStatusBadge status={submission.paymentStatus} />
            {data.overdue ? <OverdueBadge /> : null}
          </Inline>
        </Stack>
        <Columns space="large" collapseBelow="desktop">
          <Column width="2/3">
            <Stack space="large">
              <WorkSection data={data} />
              <ServiceAndPaymentSection data={data} />
              <DocumentRequestsSection submissionId={submission._id} requests={data.documentRequests} />
              <DeliveriesSection submissionId={submission._id} deliveries={data.deliveries} />
              <AnswersSection formData={submission.formData} serviceSlug={submission.service.slug} />
              <UploadedFilesSection
                submissionId={submission._id}
                serviceSlug={submission.service.slug}
                files={submission.fileUploads}
              />
              <NotesSection submissionId={submission._id} notes={data.notes} staffName={staffName} />
            </Stack>
          </Column>
          <Column width="1/3">
            <Stack space="large">
              <CustomerSection customer={customer} />
              <Section title="Timeline">
                <Timeline label="Timeline" events={timelineOf(data, staffName)} />
              </Section>
            </Stack>
          </Column>
        </Columns>
      </Stack>
    </Container>
  );
}
