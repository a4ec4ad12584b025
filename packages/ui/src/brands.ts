import { saffronTokens } from './themes/saffron/tokens';
import { startwiseTokens } from './themes/startwise/tokens';
import type { BrandTokens } from './tokens/tokenType';

/**
 * A brand this repository can run (`BRAND=<key> npm start`): what customers read, the supplier details printed on
 * its tax invoices and credit notes, and its theme's tokens (the mails' accent and the logo mark's fill). Its icons,
 * manifest and Open Graph card live in packages/ui/brand/<key>.
 */
export interface BrandProfile {
  name: string;
  legalName: string;
  tagline: string;
  supportEmail: string;
  supportPhone: string;
  /** The registered address printed on invoices and in the mails' footer. */
  address: string;
  /** GST supplier details printed on tax invoices (SUPPLIER_GSTIN / SUPPLIER_STATE / SUPPLIER_ADDRESS override them). */
  gstin: string;
  state: string;
  /** The mails' sender unless MAIL_FROM is set. */
  mailFrom: string;
  tokens: BrandTokens;
}

/** Every brand, once: a new brand is an entry here plus its theme (src/themes/<key>) and icons (brand/<key>). */
export const brands = {
  startwise: {
    name: 'Startwise',
    legalName: 'Startwise Business Services Private Limited',
    tagline: 'Company registration, trademarks, GST and funding support for Indian entrepreneurs',
    supportEmail: 'support@startwise.in',
    supportPhone: '+91 80 4718 2200',
    address: '4th Floor, 27 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025',
    gstin: '29AAKCS4821M1ZS',
    state: 'Karnataka',
    mailFrom: 'Startwise <no-reply@startwise.in>',
    tokens: startwiseTokens,
  },
  saffron: {
    name: 'Saffron',
    legalName: 'Saffron Compliance Services Private Limited',
    tagline: 'Registrations, filings and compliance for growing Indian businesses',
    supportEmail: 'help@saffron.in',
    supportPhone: '+91 22 6180 4400',
    address: '7th Floor, Kamala Mills, Senapati Bapat Marg, Lower Parel, Mumbai, Maharashtra 400013',
    gstin: '27AAMCS7315K1ZV',
    state: 'Maharashtra',
    mailFrom: 'Saffron <no-reply@saffron.in>',
    tokens: saffronTokens,
  },
} as const satisfies Record<string, BrandProfile>;

export type BrandKey = keyof typeof brands;

export const isBrandKey = (key: string): key is BrandKey => Object.hasOwn(brands, key);
