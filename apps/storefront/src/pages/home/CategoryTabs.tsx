import type { Schemas } from '@startwise/api-client';
import { Tabs } from '@startwise/ui';
import { ServiceGrid } from '../../catalog/ServiceGrid';

export interface CategoryTabsProps {
  categories: readonly Schemas['CategoryWithServices'][];
  /** Names the tab list, e.g. 'Service categories'. */
  label: string;
  servicesPerTab: number;
}

/** One tab per category, the first selected; each shows the first services of its category. */
export default function CategoryTabs({ categories, label, servicesPerTab }: CategoryTabsProps) {
  return (
    <Tabs
      aria-label={label}
      items={categories.map((category) => ({
        id: category.slug,
        label: category.name,
        content: (
          <ServiceGrid
            label={`${category.name} services`}
            services={category.services.slice(0, servicesPerTab)}
            headingLevel="h3"
          />
        ),
      }))}
    />
  );
}
