import type { Schemas } from '@startwise/api-client';
import { formatDay } from '@startwise/format/customer-dates';
import { Badge, Box, Heading, Inline, Stack, Text } from '@startwise/ui';
import { SubmissionFiles } from '../SubmissionFiles';

/**
 * What the team delivered (certificates, filings), newest first, each with its files to download. The files
 * download like the application's own (the bearer token is needed, so they are fetched, not linked).
 */
export function DeliveredDocuments({
  submissionId,
  deliveries,
}: {
  submissionId: string;
  deliveries: readonly Schemas['Delivery'][];
}) {
  return (
    <Stack as="ul" space="large">
      {deliveries.map((delivery) => (
        <Box as="li" key={delivery.id} display="flex" flexDirection="column" gap="small">
          <Inline space="small" alignY="center">
            <Heading level="3">{delivery.title}</Heading>
            {delivery.final ? <Badge tone="positive">Final</Badge> : null}
          </Inline>
          <Text size="small" tone="muted">
            Delivered on <time dateTime={delivery.deliveredAt}>{formatDay(delivery.deliveredAt)}</time>
          </Text>
          <SubmissionFiles submissionId={submissionId} files={delivery.files} />
        </Box>
      ))}
    </Stack>
  );
}
