import { formatDay } from '@startwise/format/staff-dates';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { OverdueBadge, PaymentStatusBadge, SubmissionStatusBadge } from '../../format/statuses';
import { useStaffNames } from '../../format/useStaffNames';
import { DetailLayout } from '../../layout/DetailLayout';
import { DetailFailed, DetailLoading } from '../../layout/DetailStates';
import { AnswersSection } from './AnswersSection';
import { CustomerSection, ServiceAndPaymentSection } from './DetailsSections';
import { NotesSection } from './NotesSection';
import { submissionQuery } from './queries';
import { DeliveriesSection, DocumentRequestsSection } from './RequestsAndDeliveries';
import { timelineOf } from './timeline';
import { UploadedFilesSection } from './UploadedFilesSection';
import { WorkSection } from './WorkSection';

const BACK = { href: paths.queue, label: 'Back to the queue' };

/** /backoffice/submissions/:id: one submission, everything about it, and everything staff can do to it. */
export function SubmissionPage() {
  const id = useParams().id ?? '';
  const { data, error, isPending, refetch } = useQuery(submissionQuery(id));
  const staffName = useStaffNames();

  if (isPending) return <DetailLoading title="Submission" label="Loading the submission" />;
  if (error) {
    return <DetailFailed error={error} retry={refetch} noun="Submission" back={BACK} />;
  }

  const { submission, customer } = data;
  return (
    <DetailLayout
      documentTitle={`${customer.fullName}: ${submission.service.title}`}
      back={BACK}
      eyebrow={customer.fullName}
      title={submission.service.title}
      description={`Submission ${submission._id} · submitted ${formatDay(submission.submittedAt)}`}
      badges={
        <>
          <SubmissionStatusBadge status={submission.status} />
          <PaymentStatusBadge status={submission.paymentStatus} />
          {data.overdue ? <OverdueBadge /> : null}
        </>
      }
      main={
        <>
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
        </>
      }
      aside={<CustomerSection customer={customer} />}
      timeline={timelineOf(data, staffName)}
    />
  );
}
