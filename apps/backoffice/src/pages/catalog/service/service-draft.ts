import type { Schemas, ServiceIconName } from '@startwise/api-client';
import type { FormField } from '@startwise/flows/rules';
import type { CatalogService, CatalogServiceInput } from '../queries';

// The service editor's values (react-hook-form's): what the admin types (numbers as text until saved), and what it
// becomes for the API. The lists' entries need no keys of their own: useFieldArray gives each a stable id.

export type FaqDraft = Schemas['CatalogFaqInput'];

export interface ServiceDraft {
  title: string;
  slug: string;
  metaDescription: string;
  description: string;
  price: string;
  mrp: string;
  discountable: boolean;
  turnaroundDays: string;
  sacCode: string;
  categoryIds: string[];
  /** Comma-separated, as typed. */
  tags: string;
  /** Drawn into the service's card art and the top of its page. */
  icon: ServiceIconName;
  /** What the price includes, a line each (shown beside the price). */
  included: string[];
  /** The steps the work goes through, in order (the customer's tracking). */
  milestones: string[];
  faqs: FaqDraft[];
  fields: FormField[];
  submitLabel: string;
}

/** Errors by the contract's paths (`price`, `faqs[1].q`, `fields[2].options`), as the server's 422 names them. */
export type DraftErrors = Record<string, string>;

/** What each section of the editor gets besides the form's values (which it reads from the form's context). */
export interface DraftSectionProps {
  errors: DraftErrors;
}

export function draftOf(service?: CatalogService): ServiceDraft {
  return {
    title: service?.title ?? '',
    slug: service?.slug ?? '',
    metaDescription: service?.metaDescription ?? '',
    description: service?.description ?? '',
    price: service ? String(service.price) : '',
    mrp: service ? String(service.mrp) : '',
    discountable: service?.discountable ?? true,
    turnaroundDays: String(service?.turnaroundDays ?? 15),
    sacCode: service?.sacCode ?? '',
    categoryIds: service?.categories.map((category) => category._id) ?? [],
    tags: service?.tags.join(', ') ?? '',
    // A new service gets the contract's default icon.
    icon: service?.icon ?? 'briefcase',
    included: service?.included ?? [],
    milestones: service?.milestones ?? [],
    faqs: (service?.faqs ?? []).map(({ q, a }) => ({ q, a })),
    fields: service?.fields ?? [],
    submitLabel: service?.submitLabel ?? '',
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The body of createCatalogService / updateCatalogService. */
export function inputOf(draft: ServiceDraft): CatalogServiceInput {
  return {
    title: draft.title.trim(),
    slug: draft.slug,
    metaDescription: draft.metaDescription.trim(),
    description: draft.description,
    price: wholeNumber(draft.price),
    mrp: wholeNumber(draft.mrp),
    discountable: draft.discountable,
    turnaroundDays: wholeNumber(draft.turnaroundDays),
    ...(draft.sacCode.trim() ? { sacCode: draft.sacCode.trim() } : {}),
    categoryIds: draft.categoryIds,
    tags: [
      ...new Set(
        draft.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ],
    icon: draft.icon,
    included: draft.included,
    milestones: draft.milestones,
    faqs: draft.faqs.map(({ q, a }) => ({ q: q.trim(), a: a.trim() })),
    fields: draft.fields,
    submitLabel: draft.submitLabel.trim() || null,
  };
}
