import { Accordion, Badge, Container, Inline, Link, PageHeading, Stack, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { topCategoriesQuery } from '../../app/queries';
import { useSession } from '../../app/session';
import { SITE_PAGES, type SitemapGroup, type SitePage } from '../../app/site-map';
import { Seo } from '../../seo/Seo';

// Only this page reads these; kept out of site-map.ts, which every page's first load carries (the router reads it).

/** The sitemap's sections, in order. */
const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  'Main Pages',
  'Services',
  'User Account',
  'Information',
  'Policies & Legal',
  'Payment & Transactions',
];

/** Pages whose path has a parameter are shown as text, not links (spec 2 sitemap). */
const hasParameter = (page: SitePage) => page.path.includes(':');

function SitemapEntry({ page }: { page: SitePage }) {
  return (
    <Inline space="small">
      {hasParameter(page) ? (
        <Text as="span">{`${page.label} (${page.path})`}</Text>
      ) : (
        <Link href={page.path}>{page.label}</Link>
      )}
      {page.access === 'login' ? <Badge tone="info">Login Required</Badge> : null}
    </Inline>
  );
}

/**
 * Every page of the store in collapsible groups, all open at first. Pages behind sign-in carry 'Login Required';
 * guest-only pages are hidden from signed-in customers; pages with parameters are text, not links (spec 2).
 */
export function SitemapPage() {
  const { user } = useSession();
  const { data } = useQuery(topCategoriesQuery);
  const categories = (data?.categoriesWithServices ?? []).filter((category) => category.count > 0);
  const visible = SITE_PAGES.filter((page) => !(user && page.access === 'guest'));
  const groups = SITEMAP_GROUPS.map((group) => ({
    id: group,
    title: group,
    content: (
      <Stack as="ul" space="small">
        {visible
          .filter((page) => page.group === group)
          .map((page) => (
            <li key={page.path}>
              <SitemapEntry page={page} />
            </li>
          ))}
        {group === 'Services'
          ? categories.map((category) => (
              <li key={category._id}>
                <Link href={`/category/${category.slug}`}>{category.name}</Link>
              </li>
            ))
          : null}
      </Stack>
    ),
  }));
  return (
    <Container width="medium">
      <Seo
        title="Sitemap"
        description="Every page of the Startwise website in one place: services, account pages, company information and policies."
      />
      <Stack space="xlarge">
        <PageHeading title="Sitemap" description="Find any page of our website." />
        <Accordion items={groups} allowsMultipleExpanded defaultExpandedIds={SITEMAP_GROUPS} headingLevel={2} />
      </Stack>
    </Container>
  );
}
