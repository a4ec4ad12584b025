import { Stack, Text } from '@startwise/ui';
import type { ReactNode } from 'react';

interface EntryListProps<T> {
  entries: readonly T[];
  /** Said, muted, while there are none ('No replies yet.'). */
  emptyMessage: string;
  children: (entry: T) => ReactNode;
}

/** A section's written entries (a message's replies, a submission's notes), oldest first, or that there are none. */
export function EntryList<T>({ entries, emptyMessage, children }: EntryListProps<T>) {
  if (entries.length === 0) return <Text tone="muted">{emptyMessage}</Text>;
  return <Stack space="medium">{entries.map(children)}</Stack>;
}
