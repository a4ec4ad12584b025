import type { Schemas } from '@startwise/api-client';
import { formatFileSize } from '@startwise/flows/rules';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Badge, Card, Heading, Inline, Stack, Text } from '@startwise/ui';
import type { ReactNode } from 'react';
import { Section } from '../../layout/Section';
import { SubmissionFileList } from './SubmissionFileList';

type DocumentRequest = Schemas['DocumentRequest'];
type Delivery = Schemas['Delivery'];

/** A section of cards, one per item (`children`), or `empty` in words when there is none. */
function CardsSection({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Section title={title}>
      {children.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <Stack as="ul" space="medium">
          {children}
        </Stack>
      )}
    </Section>
  );
}

function RequestItem({ submissionId, request }: { submissionId: string; request: DocumentRequest }) {
  const answered = request.status === 'answered';
  return (
    <Card as="li" padding="medium" tone="raised" aria-label={`Document request: ${request.label}`}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level="3">{request.label}</Heading>
          <Badge tone={answered ? 'positive' : 'caution'}>{answered ? 'answered' : 'open'}</Badge>
        </Inline>
        {request.description ? <Text>{request.description}</Text> : null}
        <Text size="small" tone="muted">
          {[
            `Requested ${formatDayAndTime(request.requestedAt)}`,
            request.answeredAt ? `answered ${formatDayAndTime(request.answeredAt)}` : undefined,
            `accepts ${request.fileTypes.length > 0 ? request.fileTypes.join(', ') : 'any upload type'} up to ${formatFileSize(request.maxSize)} each`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {answered ? (
          <SubmissionFileList submissionId={submissionId} label={`Files for ${request.label}`} files={request.files} />
        ) : (
          <Text tone="muted">Waiting for the customer.</Text>
        )}
      </Stack>
    </Card>
  );
}

/** What the team asked the customer for: open requests first, each answered one with the customer's files. */
export function DocumentRequestsSection({
  submissionId,
  requests,
}: {
  submissionId: string;
  requests: readonly DocumentRequest[];
}) {
  const ordered = [...requests].sort((a, b) => Number(a.status === 'answered') - Number(b.status === 'answered'));
  return (
    <CardsSection title="Document requests" empty="No documents have been requested.">
      {ordered.map((request) => (
        <RequestItem key={request.id} submissionId={submissionId} request={request} />
      ))}
    </CardsSection>
  );
}

function DeliveryItem({ submissionId, delivery }: { submissionId: string; delivery: Delivery }) {
  return (
    <Card as="li" padding="medium" tone="raised" aria-label={`Delivery: ${delivery.title}`}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level="3">{delivery.title}</Heading>
          {delivery.final ? <Badge tone="positive">final</Badge> : null}
        </Inline>
        <Text size="small" tone="muted">{`Delivered ${formatDayAndTime(delivery.deliveredAt)}`}</Text>
        <SubmissionFileList submissionId={submissionId} label={`Files of ${delivery.title}`} files={delivery.files} />
      </Stack>
    </Card>
  );
}

/** The documents delivered to the customer, newest first. */
export function DeliveriesSection({
  submissionId,
  deliveries,
}: {
  submissionId: string;
  deliveries: readonly Delivery[];
}) {
  const ordered = [...deliveries].sort((a, b) => Date.parse(b.deliveredAt) - Date.parse(a.deliveredAt));
  return (
    <CardsSection title="Deliveries" empty="Nothing has been delivered yet.">
      {ordered.map((delivery) => (
        <DeliveryItem key={delivery.id} submissionId={submissionId} delivery={delivery} />
      ))}
    </CardsSection>
  );
}
