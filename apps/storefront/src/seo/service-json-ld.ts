import type { Schemas } from '@startwise/api-client';

type ServiceLike = Pick<Schemas['Service'], 'title' | 'slug' | 'metaDescription' | 'price' | 'categories'>;

/**
 * schema.org `Service` for a service page, with its offer in INR, so search engines can show the price.
 * `origin` is the storefront's address, `image` the resolved thumbnail URL when there is one.
 */
export function serviceJsonLd(
  service: ServiceLike,
  { origin, brand, image }: { origin: string; brand: string; image?: string },
) {
  const url = `${origin}/service/${encodeURIComponent(service.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.metaDescription,
    url,
    ...(image ? { image: new URL(image, origin).href } : {}),
    serviceType: service.categories[0]?.name,
    areaServed: { '@type': 'Country', name: 'India' },
    provider: { '@type': 'Organization', name: brand, url: origin },
    offers: {
      '@type': 'Offer',
      price: String(service.price),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
