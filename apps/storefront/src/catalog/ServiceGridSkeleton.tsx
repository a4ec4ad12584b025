import { Box, Grid, ServiceCardSkeleton } from '@startwise/ui';
import { SERVICE_GRID_COLUMNS } from './ServiceGrid';

// A module of its own: only the category page loads the placeholders (spec 9: 8 skeleton cards while a category
// loads); other lists render their services from the first paint and say so in a status line otherwise.

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
