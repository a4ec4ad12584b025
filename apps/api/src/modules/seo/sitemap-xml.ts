export interface SitemapEntry {
  /** A path on the storefront, e.g. '/category/gst'. */
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** A sitemaps.org urlset document with absolute addresses under `publicUrl`. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(publicUrl + entry.path)}</loc><changefreq>${entry.changefreq}</changefreq>` +
      `<priority>${entry.priority.toFixed(1)}</priority></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; private pages are kept out; the sitemap is announced. */
export function robotsTxt(publicUrl: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
