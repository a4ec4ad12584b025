import {
  CATALOG_LIMITS,
  FIELD_NAME_PATTERN,
  formDefinitionProblems,
  mrpProblem,
  SAC_CODE_PATTERN,
  slugProblem,
} from '@startwise/flows/rules';
import { type DraftErrors, inputOf, type ServiceDraft } from './service-draft';

// What the service editor checks before sending, with the rules and limits shared with the server and the contract.

function linesProblem(lines: readonly string[], limit: { lines: number; characters: number }): string | undefined {
  if (lines.length > limit.lines) return `At most ${limit.lines} lines`;
  if (lines.some((line) => line.length > limit.characters)) return `At most ${limit.characters} characters a line`;
  return undefined;
}

function rupeesProblem(value: number, label: string): string | undefined {
  if (Number.isNaN(value)) return `Enter the ${label} in whole rupees`;
  if (value > CATALOG_LIMITS.maxRupees) return `The ${label} must not exceed ₹1,00,00,000`;
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
  const days = CATALOG_LIMITS.turnaroundDays;
  if (!input.title) add('title', 'Please enter the title');
  add('slug', slugProblem(input.slug, 'service'));
  add('price', rupeesProblem(input.price, 'price'));
  add('mrp', rupeesProblem(input.mrp, 'MRP'));
  if (!Number.isNaN(input.price) && !Number.isNaN(input.mrp)) add('mrp', mrpProblem(input.price, input.mrp));
  if (!(input.turnaroundDays >= days.minimum && input.turnaroundDays <= days.maximum)) {
    add('turnaroundDays', `Enter ${days.minimum} to ${days.maximum} working days`);
  }
  if (input.sacCode !== undefined && !SAC_CODE_PATTERN.test(input.sacCode)) {
    add('sacCode', 'A SAC code has 4 to 8 digits');
  }
  if (input.categoryIds.length === 0) add('categoryIds', 'Choose at least one category');
  add('included', linesProblem(draft.included, CATALOG_LIMITS.included));
  add('milestones', linesProblem(draft.milestones, CATALOG_LIMITS.milestones));
  input.faqs.forEach((faq, index) => {
    if (!faq.q) add(`faqs[${index}].q`, 'Please enter the question');
    if (!faq.a) add(`faqs[${index}].a`, 'Please enter the answer');
  });
  input.fields.forEach((field, index) => {
    if (!FIELD_NAME_PATTERN.test(field.name)) {
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
