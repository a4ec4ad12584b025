import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formDefinitionProblems, RESERVED_SERVICE_SLUGS } from '@startwise/flows/rules';
import { CONTRACT_ID, readContract } from '../../platform/http/contract.js';
import type { Faq, FormField, ServiceIcon } from '../../platform/http/contract-types.js';
import { createContractAjv } from '../../platform/http/contract-validator.js';

/** A catalog file (apps/api/catalog/seed-catalog.json and anything given to `npm run catalog:import`). */
export interface CatalogFile {
  categories: { slug: string; name: string; description?: string }[];
  services: CatalogFileService[];
}

export interface CatalogFileService {
  slug: string;
  title: string;
  thumbnail: string;
  metaDescription: string;
  description: string;
  /** Whole rupees. */
  price: number;
  mrp: number;
  discountable: boolean;
  /** Working days (Monday to Friday) from payment to delivery. */
  turnaroundDays: number;
  /** A Lucide icon name from the contract's ServiceIcon list. */
  icon: ServiceIcon;
  /** What the price includes, a few short lines. */
  included: string[];
  /** The steps the work goes through, in order. */
  milestones: string[];
  sacCode?: string;
  active?: boolean;
  categories: string[];
  tags: string[];
  faqs: Faq[];
  fields: FormField[];
  submit_label?: string | null;
}

/** Service slugs the API's paths already use under /public/services/. */

const contractRef = (name: string) => ({ $ref: `${CONTRACT_ID}#/components/schemas/${name}` });
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });

/** The shape of the file; form fields, FAQs and slugs are checked with the API contract's own schemas. */
const catalogFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['categories', 'services'],
  properties: {
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'name'],
        properties: { slug: contractRef('Slug'), name: text(120), description: { type: 'string', maxLength: 2000 } },
      },
    },
    services: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'slug',
          'title',
          'thumbnail',
          'metaDescription',
          'description',
          'price',
          'mrp',
          'discountable',
          'turnaroundDays',
          'icon',
          'included',
          'milestones',
          'categories',
          'tags',
          'faqs',
          'fields',
        ],
        properties: {
          slug: contractRef('Slug'),
          title: text(200),
          thumbnail: {
            type: 'string',
            pattern: '^(?:https://\\S+|(?!.*\\.\\.)[a-z0-9][a-z0-9_/.-]*\\.(?:svg|png|jpe?g|webp))$',
          },
          metaDescription: { type: 'string', maxLength: 500 },
          description: { type: 'string', maxLength: 100_000 },
          price: { type: 'integer', minimum: 0, maximum: 10_000_000 },
          mrp: { type: 'integer', minimum: 0, maximum: 10_000_000 },
          discountable: { type: 'boolean' },
          turnaroundDays: { type: 'integer', minimum: 1, maximum: 365 },
          icon: contractRef('ServiceIcon'),
          included: contractRef('ServiceIncluded'),
          milestones: contractRef('ServiceMilestones'),
          sacCode: { type: 'string', pattern: '^[0-9]{4,8}$' },
          active: { type: 'boolean' },
          categories: { type: 'array', minItems: 1, items: contractRef('Slug') },
          tags: { type: 'array', items: text(60) },
          faqs: { type: 'array', items: contractRef('Faq') },
          fields: { type: 'array', items: contractRef('FormField') },
          submit_label: { type: ['string', 'null'], maxLength: 60 },
        },
      },
    },
  },
};

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** '/services/3/fields/1/type' -> 'services[3].fields[1].type' */
function jsonPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function describeIssue(issue: AjvIssue): string {
  const at = jsonPath(issue.instancePath);
  const join = (leaf: string) => (at ? `${at}.${leaf}` : leaf);
  switch (issue.keyword) {
    case 'required':
      return `${join(String(issue.params.missingProperty))}: is required`;
    case 'additionalProperties':
      return `${join(String(issue.params.additionalProperty))}: is not a known property`;
    case 'enum':
      return `${at}: must be one of ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${at || '(file)'}: ${issue.message ?? 'is invalid'}`;
  }
}

function duplicates(values: string[], path: (index: number) => string, what: string): string[] {
  const firstAt = new Map<string, number>();
  return values.flatMap((value, index) => {
    const first = firstAt.get(value);
    if (first === undefined) {
      firstAt.set(value, index);
      return [];
    }
    return [`${path(index)}: duplicate ${what} "${value}" (first at ${path(first)})`];
  });
}

/** Paths of strings holding NUL, which PostgreSQL cannot store in text or jsonb. */
function nulCharacters(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [`${path}: must not contain NUL characters`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulCharacters(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nulCharacters(item, path ? `${path}.${key}` : key));
  }
  return [];
}

function meaningProblems(file: CatalogFile, options: CatalogCheckOptions): string[] {
  const problems = nulCharacters(file, '');
  problems.push(
    ...duplicates(
      file.categories.map((category) => category.slug),
      (index) => `categories[${index}].slug`,
      'slug',
    ),
  );
  problems.push(
    ...duplicates(
      file.services.map((service) => service.slug),
      (index) => `services[${index}].slug`,
      'slug',
    ),
  );
  const knownCategories = new Set([...file.categories.map((category) => category.slug), ...options.knownCategories]);
  file.services.forEach((service, index) => {
    const at = `services[${index}]`;
    if (RESERVED_SERVICE_SLUGS.includes(service.slug)) {
      problems.push(`${at}.slug: "${service.slug}" is reserved by the API's paths`);
    }
    if (service.price > service.mrp) {
      problems.push(`${at}.price: must not exceed mrp (${service.price} > ${service.mrp})`);
    }
    service.categories.forEach((slug, position) => {
      if (!knownCategories.has(slug)) problems.push(`${at}.categories[${position}]: unknown category "${slug}"`);
    });
    for (const problem of formDefinitionProblems(service.fields)) {
      problems.push(`${at}.fields${problem.path}: ${problem.message}`);
    }
    const isLocal = !/^https:/.test(service.thumbnail);
    if (options.mediaDir && isLocal && !existsSync(join(options.mediaDir, service.thumbnail))) {
      problems.push(`${at}.thumbnail: no file "${service.thumbnail}" in the media folder`);
    }
  });
  return problems;
}

export interface CatalogCheckOptions {
  /** Category slugs already in the database (a file may link to them without listing them). */
  knownCategories: Iterable<string>;
  /** When given, local thumbnails must exist in this folder (apps/api/media). */
  mediaDir?: string;
}

export type CatalogCheck = { ok: true; file: CatalogFile } | { ok: false; errors: string[] };

let validateShape: ReturnType<ReturnType<typeof createContractAjv>['compile']> | undefined;

/** Every problem of the file, each with its JSON path (`services[3].fields[1].type: must be one of ...`). */
export function checkCatalogFile(data: unknown, options: CatalogCheckOptions): CatalogCheck {
  validateShape ??= createContractAjv(readContract(), { coerce: false }).compile(catalogFileSchema);
  if (!validateShape(data)) {
    const errors = (validateShape.errors as AjvIssue[]).map(describeIssue);
    return { ok: false, errors: [...new Set(errors)] };
  }
  const file = data as CatalogFile;
  const errors = meaningProblems(file, options);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, file };
}
