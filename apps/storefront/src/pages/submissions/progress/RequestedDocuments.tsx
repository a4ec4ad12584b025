import type { Schemas } from '@startwise/api-client';
import { formatDay } from '@startwise/format/customer-dates';
import { Badge, Box, Heading, Inline, Skeleton, Stack, Text } from '@startwise/ui';
import { lazy, Suspense } from 'react';
import { SubmissionFiles } from '../SubmissionFiles';

type DocumentRequest = Schemas['DocumentRequest'];

// The upload control (the flows machine and the application form's field) loads only for an open request.
const DocumentRequestUpload = lazy(() =>
  import('./DocumentRequestUpload').then((module) => ({ default: module.DocumentRequestUpload })),
);

interface Props {
  submissionId: string;
  requests: readonly DocumentRequest[];
  onAnswered: () => void;
}

/** The documents the team asked for that the customer has not sent yet, each with its upload control. */
export function OpenDocumentRequests({ submissionId, requests, onAnswered }: Props) {
  return (
    <Stack as="ul" space="xlarge">
      {requests.map((request) => (
        <Box as="li" key={request.id} display="flex" flexDirection="column" gap="small">
          <Suspense fallback={<Skeleton shape="block" />}>
            <DocumentRequestUpload submissionId={submissionId} request={request} onAnswered={onAnswered} />
          </Suspense>
          <Text size="small" tone="muted">
            Requested on <time dateTime={request.requestedAt}>{formatDay(request.requestedAt)}</time>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** Requests the customer has answered, with what was sent (downloadable again). */
export function AnsweredDocumentRequests({ submissionId, requests }: Omit<Props, 'onAnswered'>) {
  return (
    <Stack as="ul" space="large">
      {requests.map((request) => (
        <Box as="li" key={request.id} display="flex" flexDirection="column" gap="small">
          <Inline space="small" alignY="center">
            <Heading level="3">{request.label}</Heading>
            <Badge tone="positive">Received</Badge>
          </Inline>
          {request.answeredAt ? (
            <Text size="small" tone="muted">
              Sent on <time dateTime={request.answeredAt}>{formatDay(request.answeredAt)}</time>
            </Text>
          ) : null}
          <SubmissionFiles submissionId={submissionId} files={request.files} />
        </Box>
      ))}
    </Stack>
  );
}
