import type { Schemas } from '@startwise/api-client';

/**
 * The brands this server can present; BRAND picks one. What the storefront shows is the contract's `AppConfig.brand`
 * (GET /config); invoices and mail also read the supplier details from here.
 */
export type Brand = Schemas['AppConfig']['brand'] & {
  /** GST supplier details printed on tax invoices (SUPPLIER_GSTIN / SUPPLIER_STATE override them). */
  gstin: string;
  state: string;
  /** The logo mark's fill and the mails' accent: the kit theme's brand colour (the server cannot import the kit). */
  accentColor: string;
  /** Text on the accent colour. */
  onAccentColor: string;
};

const brands: Record<string, Brand> = {
  startwise: {
    name: 'Startwise',
    legalName: 'Startwise Business Services Private Limited',
    tagline: 'Company registration, trademarks, GST and funding support for Indian entrepreneurs',
    supportEmail: 'support@startwise.in',
    supportPhone: '+91 80 4718 2200',
    address: '4th Floor, 27 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025',
    gstin: '29AAKCS4821M1ZS',
    state: 'Karnataka',
    accentColor: '#1d4ed8',
    onAccentColor: '#ffffff',
  },
};

/** Every brand's key, for build steps that prepare per-brand assets. */
export const brandKeys = () => Object.keys(brands);

export function brandFor(key: string): Brand {
  const brand = brands[key];
  if (!brand) throw new Error(`BRAND "${key}" is unknown; known brands: ${Object.keys(brands).join(', ')}`);
  return brand;
}
