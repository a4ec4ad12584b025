import { conversationStatusWord } from '@startwise/flows/rules';
import { Badge } from '@startwise/ui';

/** A message's status in the shared words (Open stands out, Closed is done). */
export function MessageStatusBadge({ status }: { status: 'open' | 'closed' }) {
  const word = conversationStatusWord(status);
  return <Badge tone={word.tone}>{word.label}</Badge>;
}

/** An unread message's flag: in words, so it does not rely on bold type or colour. */
export function UnreadBadge() {
  return (
    <Badge tone="brand" emphasis="strong">
      Unread
    </Badge>
  );
}
