import { formatRupees } from '@startwise/format';
import { formatDay } from '@startwise/format/customer-dates';
import { Alert, Box, ButtonLink, Card, Container, Heading, PageHeading, Skeleton, Stack, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { PaymentStatusBadge } from '../../payments/PaymentStatusBadge';
import { Seo } from '../../seo/Seo';
import { ApplicationAnswers } from './ApplicationAnswers';
import { DetailList } from './DetailList';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentActions } from './PaymentActions';
import { SubmissionProgress } from './progress/SubmissionProgress';
import { submissionQuery } from './queries';
import { SubmissionFiles } from './SubmissionFiles';

const FAILED_PAYMENT_RECHECK_MS = 1000;

/** Spec 2 Submission detail: the application, its files and notes, and what can be done about its payment. */
export function SubmissionDetailPage() {
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  const paymentResult = params.get('payment');
  const { data, error, isPending } = useQuery({
    ...submissionQuery(id),
    // A declined payment reaches the server by webhook a moment after the checkout said so: look again until
    // the transaction shows it, so Retry Payment is offered.
    refetchInterval: (query) =>
      paymentResult === 'failed' && query.state.data?.submission.transaction?.status === 'pending'
        ? FAILED_PAYMENT_RECHECK_MS
        : false,
  });

  if (isPending) {
    return (
      <Container>
        <Seo title="Submission" description="Your application." noIndex />
        <Stack space="medium">
          <Skeleton shape="heading" width="half" />
          <Skeleton shape="block" />
        </Stack>
      </Container>
    );
  }

  if (error) {
    return (
      <Container>
        <Seo title="Submission Not Found" description="This submission could not be found." noIndex />
        <Stack space="large">
          <PageHeading title="Submission Not Found" />
          <Alert tone="critical">{error.message}</Alert>
          <Box>
            <ButtonLink href="/submissions">Back to My Services</ButtonLink>
          </Box>
        </Stack>
      </Container>
    );
  }

  const { submission } = data;
  return (
    <Container>
      <Seo title={submission.service.title} description="Your application." noIndex />
      <Stack space="xlarge">
        <PageHeading
          title={submission.service.title}
          eyebrow="My Services"
          description={`Submitted on ${formatDay(submission.submittedAt)}`}
        />
        {paymentResult === 'success' ? <Alert tone="positive">Payment completed successfully!</Alert> : null}
        {paymentResult === 'failed' ? (
          <Alert tone="critical">Your payment did not go through. You can retry it below.</Alert>
        ) : null}
        <Card padding="large" as="section" aria-labelledby="submission-status">
          <Stack space="large">
            <Heading level="2" id="submission-status">
              Status and Payment
            </Heading>
            <DetailList
              items={[
                {
                  term: 'Progress',
                  value: <OrderStatusBadge status={submission.status} paymentStatus={submission.paymentStatus} />,
                },
                {
                  term: 'Payment Status',
                  value: (
                    <PaymentStatusBadge
                      status={submission.paymentStatus}
                      refundedAmount={submission.transaction?.refundedAmount}
                    />
                  ),
                },
                { term: 'Price', value: formatRupees(submission.service.price) },
              ]}
            />
            {/* Just paid: the banner above says so, once. */}
            <PaymentActions submission={submission} announced={paymentResult === 'success'} />
          </Stack>
        </Card>
        <SubmissionProgress submissionId={submission._id} status={submission.status} />
        <Card padding="large" as="section" aria-labelledby="submission-answers">
          <Stack space="large">
            <Heading level="2" id="submission-answers">
              Your Application
            </Heading>
            <ApplicationAnswers formData={submission.formData} serviceSlug={submission.service.slug} />
          </Stack>
        </Card>
        <Card padding="large" as="section" aria-labelledby="submission-files">
          <Stack space="medium">
            <Heading level="2" id="submission-files">
              Documents
            </Heading>
            <SubmissionFiles submissionId={submission._id} files={submission.fileUploads} />
          </Stack>
        </Card>
        <Card padding="large" as="section" aria-labelledby="submission-notes">
          <Stack space="medium">
            <Heading level="2" id="submission-notes">
              Notes
            </Heading>
            <Text tone={submission.notes ? 'neutral' : 'muted'}>
              {submission.notes || 'No notes from our team yet.'}
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
