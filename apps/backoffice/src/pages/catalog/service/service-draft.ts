import type { ServiceIconName } from '@startwise/api-client';
import type { FormField } from '@startwise/flows/rules';
import { formDefinitionProblems, mrpProblem, slugProblem } from '@startwise/flows/rules';
import type { CatalogService, CatalogServiceInput } from '../queries';

// The service editor's state: what the admin types (numbers as text until saved), and what it becomes for the API.

export interface FaqDraft {
  key: string;
  q: string;
  a: string;
}

export interface FieldDraft {
  /** A stable identity for React while names are edited and fields reordered. */
  key: string;
  field: FormField;
}

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
  fields: FieldDraft[];
  submitLabel: string;
}

/** What each section of the editor gets: the draft, the errors to show, and a way to change the draft. */
export interface DraftSectionProps {
  draft: ServiceDraft;
  errors: DraftErrors;
  onChange: (next: Partial<ServiceDraft>) => void;
}

/** Errors by the contract's paths (`price`, `faqs[1].q`, `fields[2].options`), as the server's 422 names them. */
export type DraftErrors = Record<string, string>;

let nextKey = 0;
export const newKey = () => `k${++nextKey}`;

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
    faqs: (service?.faqs ?? []).map((faq) => ({ key: newKey(), q: faq.q, a: faq.a })),
    fields: (service?.fields ?? []).map((field) => ({ key: newKey(), field })),
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
    fields: draft.fields.map(({ field }) => field),
    submitLabel: draft.submitLabel.trim() || null,
  };
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const MAX_RUPEES = 10_000_000;

/** The contract's ServiceIncluded and ServiceMilestones: how many lines, and how long each. */
const LINE_LISTS = {
  included: { lines: 8, characters: 120 },
  milestones: { lines: 12, characters: 80 },
} as const;

function linesProblem(lines: readonly string[], limit: { lines: number; characters: number }): string | undefined {
  if (lines.length > limit.lines) return `At most ${limit.lines} lines`;
  if (lines.some((line) => line.length > limit.characters)) return `At most ${limit.characters} characters a line`;
  return undefined;
}

function rupeesProblem(value: number, label: string): string | undefined {
  if (Number.isNaN(value)) return `Enter the ${label} in whole rupees`;
  if (value > MAX_RUPEES) return `The ${label} must not exceed ₹1,00,00,000`;
  return undefined;
}

/**
 * Everything the server would refuse that the form can see (flows' rules shared with the server: the slug, mrp ≥
 * price, `formDefinitionProblems`; and the contract's limits), keyed like the server's 422. Empty: send it.
 */
export function draftProblems(draft: ServiceDraft): DraftErrors {
  const input = inputOf(draft);
  const errors: DraftErrors = {};
  const add = (path: string, message: string | undefined) => {
    if (message && !(path in errors)) errors[path] = message;
  };
  if (!input.title) add('title', 'Please enter the title');
  add('slug', slugProblem(input.slug, 'service'));
  add('price', rupeesProblem(input.price, 'price'));
  add('mrp', rupeesProblem(input.mrp, 'MRP'));
  if (!Number.isNaN(input.price) && !Number.isNaN(input.mrp)) add('mrp', mrpProblem(input.price, input.mrp));
  if (!(input.turnaroundDays >= 1 && input.turnaroundDays <= 365)) {
    add('turnaroundDays', 'Enter 1 to 365 working days');
  }
  if (input.sacCode !== undefined && !/^[0-9]{4,8}$/.test(input.sacCode))
    add('sacCode', 'A SAC code has 4 to 8 digits');
  if (input.categoryIds.length === 0) add('categoryIds', 'Choose at least one category');
  add('included', linesProblem(draft.included, LINE_LISTS.included));
  add('milestones', linesProblem(draft.milestones, LINE_LISTS.milestones));
  input.faqs.forEach((faq, index) => {
    if (!faq.q) add(`faqs[${index}].q`, 'Please enter the question');
    if (!faq.a) add(`faqs[${index}].a`, 'Please enter the answer');
  });
  input.fields.forEach((field, index) => {
    if (!FIELD_NAME.test(field.name)) {
      add(`fields[${index}].name`, 'Start with a letter; then letters, digits or _');
    }
  });
  for (const problem of formDefinitionProblems(input.fields)) add(`fields${problem.path}`, problem.message);
  return errors;
}

/** The errors of one list entry (`fields[2]…`), with the entry's prefix taken off (`.options`). */
export const errorsUnder = (errors: DraftErrors, prefix: string): DraftErrors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );

/** The error of a list as a whole (`categoryIds`) or else of its first entry that has one (`categoryIds[2]`). */
export const listError = (errors: DraftErrors, path: string): string | undefined =>
  errors[path] ?? Object.entries(errors).find(([at]) => at.startsWith(`${path}[`))?.[1];

/** Moves an item of a list one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
