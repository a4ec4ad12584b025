import type { Schemas } from '@startwise/api-client';
import { Box, Grid, ServiceCardSkeleton } from '@startwise/ui';
import { ServiceSummaryCard } from './ServiceSummaryCard';

type ServiceSummary = Schemas['ServiceSummary'];

/** Spec 2: service grids have 1, 2 or 3 columns by screen width. */
const COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

export interface ServiceGridProps {
  services: readonly ServiceSummary[];
  /** Names the list for assistive technology, e.g. 'Services'. */
  label: string;
  headingLevel?: 'h2' | 'h3';
}

/** Service cards in the responsive grid: title, description, price badge and 'Learn more'. */
export function ServiceGrid({ services, label, headingLevel = 'h2' }: ServiceGridProps) {
  return (
    <Grid as="ul" columns={COLUMNS} space="large" aria-label={label}>
      {services.map((service) => (
        <li key={service._id}>
          <ServiceSummaryCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}

/** Placeholders in the grid's shape while services load (the category page shows 8). */
export function ServiceGridSkeleton({ count }: { count: number }) {
  return (
    <Box role="status" aria-label="Loading services">
      <Grid columns={COLUMNS} space="large">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
          <ServiceCardSkeleton key={index} />
        ))}
      </Grid>
    </Box>
  );
}
