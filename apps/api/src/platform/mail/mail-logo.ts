import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../config.js';
import type { Brand } from '../system/brand.js';

/** The Content-ID the branded template's <img> points at; the SMTP transport attaches the PNG under it. */
export const MAIL_LOGO_CID = 'logo-mark@brand';

/** Pixel size of the committed PNG; the template shows it at half that for sharp high-density screens. */
export const MAIL_LOGO_PIXELS = 96;

/**
 * The logo mark as a PNG (mail clients block SVG), one per accent colour. Rendered from the SVG mark by
 * `npm run mail:logos` and committed.
 */
export const mailLogoPath = (brand: Pick<Brand, 'accentColor'>) =>
  join(repoRoot, 'apps/api/assets/mail', `logo-mark-${brand.accentColor.replace('#', '').toLowerCase()}.png`);

/** The logo PNG of a brand that sends mail; a missing file stops the server at start rather than every delivery. */
export function requireMailLogo(brand: Pick<Brand, 'accentColor'>): string {
  const path = mailLogoPath(brand);
  if (!existsSync(path)) throw new Error(`The mail logo ${path} is missing: run npm run mail:logos and commit it`);
  return path;
}
