import { Footer, FooterColumn, Inline, Link, Stack, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { FOOTER_SERVICES_PER_CATEGORY } from '../app/page-sizes';
import { configQuery, topCategoriesQuery } from '../app/queries';
import { WhenNearViewport } from '../app/WhenNearViewport';

// The newsletter form brings the form machine and xstate: it loads when the footer comes near the screen.
const FooterNewsletter = lazy(async () => ({ default: (await import('./FooterNewsletter')).FooterNewsletter }));

const LEGAL_LINKS = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/cookie-policy', label: 'Cookie Policy' },
  { href: '/refund-policy', label: 'Refund Policy' },
];

const BOTTOM_LINKS = [
  { href: '/privacy-policy', label: 'Privacy' },
  { href: '/terms-of-service', label: 'Terms' },
  { href: '/cookie-policy', label: 'Cookies' },
  { href: '/sitemap', label: 'Sitemap' },
  { href: '/newsletter', label: 'Newsletter' },
];

/**
 * Category columns (categories with services, 7 services each then 'View {n} more...'), About Us and Legal,
 * the newsletter form and the bottom links. The columns collapse except on the home page (spec 2).
 */
export default function SiteFooter({ alwaysOpen }: { alwaysOpen: boolean }) {
  const { data } = useQuery(topCategoriesQuery);
  const { data: config } = useQuery(configQuery);
  const categories = (data?.categoriesWithServices ?? []).filter((category) => category.count > 0);
  const brand = config?.brand.name ?? 'Startwise';
  return (
    <Footer
      alwaysOpen={alwaysOpen}
      columns={
        <>
          {categories.map((category) => {
            const more = category.count - FOOTER_SERVICES_PER_CATEGORY;
            return (
              <FooterColumn key={category._id} title={category.name}>
                {category.services.slice(0, FOOTER_SERVICES_PER_CATEGORY).map((service) => (
                  <Link key={service._id} href={`/service/${service.slug}`} tone="neutral">
                    {service.title}
                  </Link>
                ))}
                {more > 0 ? <Link href={`/category/${category.slug}`}>{`View ${more} more...`}</Link> : null}
              </FooterColumn>
            );
          })}
          <FooterColumn title="About Us">
            <Link href="/our-mission" tone="neutral">
              Our Mission
            </Link>
            <Link href="/contact-us" tone="neutral">
              Contact Us
            </Link>
          </FooterColumn>
          <FooterColumn title="Legal">
            {LEGAL_LINKS.map((link) => (
              <Link key={link.href} href={link.href} tone="neutral">
                {link.label}
              </Link>
            ))}
          </FooterColumn>
        </>
      }
      aside={
        <WhenNearViewport placeholder={null}>
          <Suspense fallback={null}>
            <FooterNewsletter />
          </Suspense>
        </WhenNearViewport>
      }
      bottom={
        <Stack space="small">
          <Inline as="nav" space="medium" aria-label="Footer">
            {BOTTOM_LINKS.map((link) => (
              <Link key={link.href} href={link.href} tone="neutral">
                {link.label}
              </Link>
            ))}
          </Inline>
          <Text size="small" tone="muted">
            {`© ${new Date().getFullYear()} ${config?.brand.legalName ?? brand}. All rights reserved.`}
          </Text>
        </Stack>
      }
    />
  );
}
