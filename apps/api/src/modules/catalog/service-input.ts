import type { Schemas } from '@startwise/api-client';
import { formDefinitionProblems, mrpProblem, RESERVED_SERVICE_SLUGS } from '@startwise/flows/rules';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { FieldError } from '../../platform/http/http-error.js';
import { htmlToText, sanitizeDescription } from './sanitize.js';
import { categories } from './tables.js';

// What the catalog editor sends for a service: the rules beyond the contract's schema, and the columns it becomes.

export type CatalogServiceInput = Schemas['CatalogServiceInput'];

/**
 * Every problem the contract's schema cannot see, each on its field (`fields[2].options`): a reserved slug, mrp
 * below price, unknown categories, and the form definition's rules (shared with the editor through
 * `@startwise/flows/rules`, and with the catalog import).
 */
export async function serviceInputProblems(db: Database, input: CatalogServiceInput): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  if (RESERVED_SERVICE_SLUGS.includes(input.slug)) {
    problems.push({ field: 'slug', message: `"${input.slug}" is reserved by the API's paths` });
  }
  const mrp = mrpProblem(input.price, input.mrp);
  if (mrp) problems.push({ field: 'mrp', message: mrp });
  const known = new Set(
    (await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds))).map(
      (row) => row.id,
    ),
  );
  input.categoryIds.forEach((id, index) => {
    if (!known.has(id)) problems.push({ field: `categoryIds[${index}]`, message: 'No category has this id' });
  });
  for (const problem of formDefinitionProblems(input.fields)) {
    problems.push({ field: `fields${problem.path}`, message: problem.message });
  }
  return problems;
}

/** The stored columns of an input: money in paise, the description sanitized like the import's, text trimmed. */
export function serviceColumns(input: CatalogServiceInput) {
  const description = sanitizeDescription(input.description);
  return {
    slug: input.slug,
    title: input.title.trim(),
    metaDescription: input.metaDescription.trim(),
    description,
    descriptionText: htmlToText(description),
    pricePaise: input.price * 100,
    mrpPaise: input.mrp * 100,
    discountable: input.discountable,
    turnaroundDays: input.turnaroundDays,
    // Left out, they keep what is stored (an update) or take the column's default (a new service).
    ...(input.icon === undefined ? {} : { icon: input.icon }),
    ...(input.included === undefined ? {} : { included: input.included.map((line) => line.trim()) }),
    ...(input.milestones === undefined ? {} : { milestones: input.milestones.map((step) => step.trim()) }),
    sacCode: input.sacCode ?? '',
    tags: [...new Set(input.tags.map((tag) => tag.trim()))],
    faqs: input.faqs.map((faq) => ({ q: faq.q.trim(), a: faq.a.trim() })),
    fields: input.fields,
    submitLabel: input.submitLabel?.trim() || null,
  };
}
