import type { Schemas } from '@startwise/api-client';
import { MegaMenu, NavMenu, type NavMenuEntry } from '@startwise/ui';

type Category = Schemas['CategoryWithServices'];

/**
 * The desktop navigation (spec 2 header): Services (a link to /services, and a mega-menu listing each category with
 * count above 0; the category under the pointer or focus lists its services, or "No services available"), About Us
 * and Experts. Six long category names do not fit one row beside the logo, search and account at 1024–1280 px, so
 * they live in the Services panel rather than in the bar.
 */
export function CategoryMenu({ categories }: { categories: readonly Category[] }) {
  const sections = categories.map((category) => ({
    id: category._id,
    label: category.name,
    href: `/category/${category.slug}`,
    linksLabel: `${category.name} services`,
    viewAllLabel: `View all ${category.name} services`,
    links: (category.services ?? []).map((service) => ({
      id: service._id,
      label: service.title,
      href: `/service/${service.slug}`,
    })),
  }));
  const entries: NavMenuEntry[] = [
    {
      id: 'services',
      label: 'Services',
      href: '/services',
      panel: (close) => <MegaMenu sections={sections} emptyMessage="No services available" onNavigate={close} />,
      panelLabel: 'Service categories',
    },
    { id: 'about', label: 'About Us', href: '/our-mission' },
    { id: 'experts', label: 'Experts', href: '/#expert' },
  ];
  return <NavMenu entries={entries} />;
}
