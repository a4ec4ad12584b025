import type { Schemas } from '@startwise/api-client';
import { Grid } from '@startwise/ui';
import { ServiceSummaryCard } from './ServiceSummaryCard';

type ServiceSummary = Schemas['ServiceSummary'];

/** Spec 2: service grids have 1, 2 or 3 columns by screen width. */
export const SERVICE_GRID_COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

export interface ServiceGridProps {
  services: readonly ServiceSummary[];
  /** Names the list for assistive technology, e.g. 'Services'. */
  label: string;
  headingLevel?: 'h2' | 'h3';
}

/** Service cards in the responsive grid: title, description, price badge and 'Learn more'. */
export function ServiceGrid({ services, label, headingLevel = 'h2' }: ServiceGridProps) {
  return (
    <Grid as="ul" columns={SERVICE_GRID_COLUMNS} space="large" aria-label={label}>
      {services.map((service) => (
        <li key={service._id}>
          <ServiceSummaryCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
