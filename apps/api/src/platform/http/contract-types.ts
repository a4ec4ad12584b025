import type { Schemas } from '@startwise/api-client';

// The contract's entities as the server builds and reads them, generated from openapi.yaml (never written by hand,
// so the server's types cannot drift from what the contract validates). Money is whole rupees here; the tables
// keep paise.

export type CategoryRef = Schemas['CategoryRef'];
/** A category with its number of active services. */
export type CategoryView = Omit<Schemas['Category'], 'services'>;
export type CategoryWithServices = Schemas['CategoryWithServices'];
export type ServiceSummary = Schemas['ServiceSummary'];
/** A service with everything its detail page and application form need. */
export type ServiceDetail = Schemas['Service'];
export type Faq = Schemas['Faq'];
export type FormField = Schemas['FormField'];
export type FormFieldType = FormField['type'];
export type FormFieldValidations = Schemas['FormFieldValidations'];
export type ServiceIcon = Schemas['ServiceIcon'];
export type Pagination = Schemas['Pagination'];
export type IndianState = Schemas['IndianState'];
