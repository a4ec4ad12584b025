import { Badge } from '@startwise/ui';

/** A message's status in words (open work stands out, closed is done). */
export function MessageStatusBadge({ status }: { status: 'open' | 'closed' }) {
  return <Badge tone={status === 'open' ? 'info' : 'neutral'}>{status}</Badge>;
}

/** An unread message's flag: in words, so it does not rely on bold type or colour. */
export function UnreadBadge() {
  return (
    <Badge tone="brand" emphasis="strong">
      Unread
    </Badge>
  );
}
