import type { EntityType } from './entities.js';

/** What the certificate of a registration service names: the company's CIN or LLPIN, a GSTIN, or a trademark. */
export type RegistrationKind = 'cin' | 'llpin' | 'gstin' | 'trademark';

/**
 * The catalog services whose final delivery fills in the customer's compliance profile: the delivery dialog asks
 * for the identifier and date on the certificate, and the company's calendar starts from them.
 */
export const REGISTRATION_SERVICES: Readonly<Record<string, { kind: RegistrationKind; entityType?: EntityType }>> = {
  'private-limited-company-registration': { kind: 'cin', entityType: 'private-limited' },
  'one-person-company-registration': { kind: 'cin', entityType: 'one-person-company' },
  'section-8-company-registration': { kind: 'cin', entityType: 'section-8' },
  'producer-company-registration': { kind: 'cin', entityType: 'private-limited' },
  'nidhi-company-registration': { kind: 'cin', entityType: 'public-limited' },
  'llp-registration': { kind: 'llpin', entityType: 'llp' },
  'gst-registration': { kind: 'gstin' },
  'trademark-registration': { kind: 'trademark' },
};

export const REGISTRATION_LABELS: Readonly<Record<RegistrationKind, { identifier: string; date: string }>> = {
  cin: { identifier: 'CIN', date: 'Date of incorporation' },
  llpin: { identifier: 'LLPIN', date: 'Date of incorporation' },
  gstin: { identifier: 'GSTIN', date: 'Date of registration' },
  trademark: { identifier: 'Trademark application number', date: 'Date of application' },
};

export const registrationOf = (serviceSlug: string) => REGISTRATION_SERVICES[serviceSlug];
