import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { configQuery } from '../app/queries';
import { useSiteOrigin } from './site-origin';

export interface SeoProps {
  /** The page's name; the document title is '{title} | {brand}'. */
  title: string;
  /** The meta description search engines and link previews show (about 150 characters). */
  description: string;
  /** Pages that must not be indexed (the 404 page). */
  noIndex?: boolean;
  /** An absolute or site-relative image for link previews; the brand's card (served by the API) by default. */
  image?: string;
  /** Structured data (schema.org) for this page, e.g. `serviceJsonLd(...)`. */
  jsonLd?: object;
}

/** Falls back to the brand the server ships with while GET /api/config is still on its way. */
const DEFAULT_BRAND = 'Startwise';
/** The brand's 1200 × 630 Open Graph card (packages/ui/brand/<brand>/og-image.png). */
const BRAND_CARD = { url: '/og-image.png', width: '1200', height: '630' };

/**
 * The page's head: title, description, canonical address and Open Graph tags. React 19 hoists these elements
 * into <head> (and removes them when the page unmounts), so each page states its own.
 */
export function Seo({ title, description, noIndex = false, image = BRAND_CARD.url, jsonLd }: SeoProps) {
  const { data: config } = useQuery(configQuery);
  const { pathname } = useLocation();
  const brand = config?.brand.name ?? DEFAULT_BRAND;
  const fullTitle = `${title} | ${brand}`;
  const origin = useSiteOrigin();
  const canonical = `${origin}${pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:image" content={new URL(image, origin || 'http://localhost').href} />
      {image === BRAND_CARD.url ? (
        <>
          <meta property="og:image:width" content={BRAND_CARD.width} />
          <meta property="og:image:height" content={BRAND_CARD.height} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd ? <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script> : null}
    </>
  );
}
