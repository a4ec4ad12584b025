import type { Schemas } from '@startwise/api-client';
import { Grid, Link, NavMenu, type NavMenuEntry, Stack, Text } from '@startwise/ui';

type Category = Schemas['CategoryWithServices'];

/** A category's mega-menu panel: its services, or "No services available" (spec 2 header). */
function CategoryPanel({ category }: { category: Category }) {
  const services = category.services ?? [];
  return (
    <Stack space="medium">
      <Link href={`/category/${category.slug}`} tone="brand">
        View all services
      </Link>
      {services.length > 0 ? (
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="small">
          {services.map((service) => (
            <li key={service._id}>
              <Link href={`/service/${service.slug}`} tone="neutral">
                {service.title}
              </Link>
            </li>
          ))}
        </Grid>
      ) : (
        <Text tone="muted">No services available</Text>
      )}
    </Stack>
  );
}

/** The desktop navigation: Services, each category with services (a panel listing them), About Us and Experts. */
export function CategoryMenu({ categories }: { categories: readonly Category[] }) {
  const entries: NavMenuEntry[] = [
    { id: 'services', label: 'Services', href: '/services' },
    ...categories.map((category) => ({
      id: category._id,
      label: category.name,
      href: `/category/${category.slug}`,
      panel: <CategoryPanel category={category} />,
      panelLabel: `${category.name} services`,
    })),
    { id: 'about', label: 'About Us', href: '/our-mission' },
    { id: 'experts', label: 'Experts', href: '/#expert' },
  ];
  return <NavMenu entries={entries} />;
}
