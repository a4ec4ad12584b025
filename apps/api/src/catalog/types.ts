// The catalog as the API shows it (openapi.yaml: Category, ServiceSummary, Service, FormField). Money is whole
// rupees here; the tables keep paise.

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
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FormFieldValidations {
  minValue?: number;
  maxValue?: number;
  minChars?: number;
  maxChars?: number;
  blacklistDomains?: string[];
  multiple?: boolean;
  fileTypes?: string[];
  maxSize?: number;
  multipleSelect?: boolean;
  includeOther?: boolean;
}

export interface FormField {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder?: string;
  options?: string[];
  validations?: FormFieldValidations;
}

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
