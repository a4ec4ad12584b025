import { Badge } from '@startwise/ui';

/** A service's status in words: a draft is hidden from customers, published is for sale. */
export function CatalogStatusBadge({ status }: { status: 'draft' | 'published' }) {
  return <Badge tone={status === 'published' ? 'positive' : 'caution'}>{status}</Badge>;
}
