import type { Schemas } from '@startwise/api-client';
import { formatDay } from '@startwise/format/customer-dates';
import {
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Link,
  PageHeading,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
} from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { PaymentStatusBadge } from '../../payments/PaymentStatusBadge';
import { Seo } from '../../seo/Seo';
import { OrderStatusBadge } from './OrderStatusBadge';
import { submissionsQuery } from './queries';

type Submission = Schemas['Submission'];

const COLUMNS: readonly TableColumn<Submission>[] = [
  { id: 'service', header: 'Service', cell: (row) => row.service.title, isRowHeader: true },
  { id: 'submitted', header: 'Submitted', cell: (row) => formatDay(row.submittedAt) },
  {
    id: 'progress',
    header: 'Progress',
    cell: (row) => <OrderStatusBadge status={row.status} paymentStatus={row.paymentStatus} />,
  },
  {
    id: 'payment',
    header: 'Payment Status',
    cell: (row) => <PaymentStatusBadge status={row.paymentStatus} refundedAmount={row.transaction?.refundedAmount} />,
  },
  {
    id: 'action',
    header: 'Action',
    cell: (row) => (
      <Link href={`/submissions/${row._id}`} aria-label={`View details of ${row.service.title}`}>
        View Details
      </Link>
    ),
  },
];

/** Spec 2 Submissions: the customer's applications ('My Services'), or an invitation to explore. */
export function SubmissionsPage() {
  const { data, error, isPending, refetch, isRefetching } = useQuery(submissionsQuery);
  return (
    <Container>
      <Seo title="My Services" description="Your applications, their progress and payments." noIndex />
      <Stack space="xlarge">
        <PageHeading title="My Services" description="Track your applications and their payments." />
        {isPending ? (
          <Stack space="medium">
            <Skeleton shape="heading" />
            <Skeleton shape="text" />
            <Skeleton shape="text" />
          </Stack>
        ) : error ? (
          <EmptyState
            tone="critical"
            title="Failed to fetch your services"
            description={error.message}
            action={
              <Button variant="secondary" onClick={() => refetch()} loading={isRefetching}>
                Try Again
              </Button>
            }
          />
        ) : data.submissions.length === 0 ? (
          <EmptyState
            title="No Services Yet"
            description="You have not applied for any service yet."
            action={<ButtonLink href="/services">Explore Services</ButtonLink>}
          />
        ) : (
          <Table
            caption="My Services"
            hideCaption
            stackOnMobile
            columns={COLUMNS}
            rows={data.submissions}
            getRowKey={(row) => row._id}
          />
        )}
      </Stack>
    </Container>
  );
}
