import { Box, Text } from '@startwise/ui';
import type { ReactNode } from 'react';

export interface DetailItem {
  term: string;
  value: ReactNode;
}

/** Labelled values (a summary, a transaction's details) as a description list, one pair per row. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box as="dl" display="flex" flexDirection="column" gap="small">
      {items.map(({ term, value }) => (
        <Box key={term} display="flex" flexWrap="wrap" justifyContent="space-between" gap="xsmall">
          <Text as="dt" tone="muted">
            {term}
          </Text>
          <Text as="dd" weight="strong">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
