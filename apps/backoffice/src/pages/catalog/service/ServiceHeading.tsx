import { Button, Inline, Link, PageHeading, Text } from '@startwise/ui';
import { CatalogStatusBadge } from '../CatalogStatusBadge';
import type { CatalogService } from '../queries';
import { CONFIRM, changesFor, type StatusChange } from './status-changes';

const STATUS_NOTE = {
  published: 'Customers see saved changes at once.',
  archived: 'Archived: customers do not see it; its submissions stay workable.',
  draft: 'Customers do not see a draft until it is published.',
} as const;

/** The service's title and status, with the status changes it offers and, once published, its page on the store. */
export function ServiceHeading({
  service,
  title,
  onStatusChange,
}: {
  service?: CatalogService;
  title: string;
  onStatusChange: (change: StatusChange) => void;
}) {
  const status = service?.status ?? 'draft';
  return (
    <PageHeading
      compact
      eyebrow="Catalog"
      title={title}
      description={
        <Inline space="small" alignY="center">
          <CatalogStatusBadge status={status} />
          <Text as="span" tone="muted">
            {STATUS_NOTE[status]}
          </Text>
        </Inline>
      }
      actions={
        <Inline space="small">
          {changesFor(service?.status).map((change) => (
            <Button
              key={change}
              variant={CONFIRM[change].danger ? 'danger' : 'primary'}
              onClick={() => onStatusChange(change)}
            >
              {CONFIRM[change].label}
            </Button>
          ))}
          {service?.status === 'published' ? (
            <Link href={`/service/${service.slug}`} external>
              View on the store
            </Link>
          ) : null}
        </Inline>
      }
    />
  );
}
