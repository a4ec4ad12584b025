// The catalog as the API shows it (openapi.yaml: Category, ServiceSummary, Service, FormField). Money is whole
// rupees here; the tables keep paise.

import type { FormField, FormFieldType } from '@startwise/flows/rules';

// The field definition is the one the shared rules validate against, so the two can never drift.
export type { FormField, FormFieldValidations } from '@startwise/flows/rules';

export const FIELD_TYPES = [
  'text',
  'email',
  'number',
  'textarea',
  'date',
  'datetime',
  'time',
  'file',
  'dropdown',
] as const satisfies readonly FormFieldType[];
export type FieldType = FormFieldType;

export interface Faq {
  q: string;
  a: string;
}

export interface CategoryRef {
  _id: string;
  name: string;
  slug: string;
}

export interface ServiceSummary {
  _id: string;
  title: string;
  slug: string;
  thumbnail: string;
  metaDescription: string;
  price: number;
  mrp: number;
  discountable: boolean;
  categories: CategoryRef[];
  tags: string[];
}

export interface ServiceDetail extends ServiceSummary {
  description: string;
  faqs: Faq[];
  fields: FormField[];
  submit_label?: string | null;
}

export interface CategoryView {
  _id: string;
  name: string;
  slug: string;
  description: string;
  count: number;
}

export interface CategoryWithServices extends CategoryView {
  services: ServiceSummary[];
}

export interface Pagination {
  total: number;
  page: number;
  limit: number;
  pages: number;
}
