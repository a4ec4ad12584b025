import { Box, Grid, ServiceCardSkeleton } from '@startwise/ui';
import { SERVICE_GRID_COLUMNS } from './ServiceGrid';

// A module of its own: pages that render their services from the first paint (home) do not load the placeholders.

/** Placeholders in the grid's shape while services load (the category page shows 8). */
export function ServiceGridSkeleton({ count }: { count: number }) {
  return (
    <Box role="status" aria-label="Loading services">
      <Grid columns={SERVICE_GRID_COLUMNS} space="large">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
          <ServiceCardSkeleton key={index} />
        ))}
      </Grid>
    </Box>
  );
}
