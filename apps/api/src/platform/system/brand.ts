import type { Schemas } from '@startwise/api-client';
import { type BrandProfile, brands, isBrandKey } from '@startwise/ui/brands';

/**
 * The brand this server presents; BRAND picks one from the kit's table of brands (packages/ui/src/brands.ts). What the
 * storefront shows is the contract's `AppConfig.brand` (GET /config); invoices and mail also read the supplier details.
 */
export type Brand = Schemas['AppConfig']['brand'] & {
  /** GST supplier details printed on tax invoices (SUPPLIER_GSTIN / SUPPLIER_STATE / SUPPLIER_ADDRESS override them). */
  gstin: string;
  state: string;
  /** The logo mark's fill and the mails' accent: the brand's theme colour. */
  accentColor: string;
  /** Text on the accent colour. */
  onAccentColor: string;
  /** The mails' sender unless MAIL_FROM is set. */
  mailFrom: string;
};

const toBrand = ({ tokens, ...profile }: BrandProfile): Brand => ({
  ...profile,
  accentColor: tokens.color.brand,
  onAccentColor: tokens.color.onBrand,
});

/** Every brand's key, for build steps that prepare per-brand assets. */
export const brandKeys = () => Object.keys(brands);

export function brandFor(key: string): Brand {
  if (!isBrandKey(key)) throw new Error(`BRAND "${key}" is unknown; known brands: ${brandKeys().join(', ')}`);
  return toBrand(brands[key]);
}
