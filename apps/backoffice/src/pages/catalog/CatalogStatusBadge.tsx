import type { Schemas } from '@startwise/api-client';
import { Badge, type BadgeTone } from '@startwise/ui';

type Status = Schemas['CatalogServiceStatus'];

/** A service's status as staff read it. */
export const STATUS_WORDS: Record<Status, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

const TONES: Record<Status, BadgeTone> = { draft: 'caution', published: 'positive', archived: 'neutral' };

/** A service's status in words: a draft is not for sale yet, published is for sale, archived is retired. */
export function CatalogStatusBadge({ status }: { status: Status }) {
  return <Badge tone={TONES[status]}>{STATUS_WORDS[status]}</Badge>;
}
