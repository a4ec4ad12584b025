import type { FormField } from './form-field.js';
import { chooseListedOption, otherDetailsRequired } from './messages.js';

/**
 * The choice `includeOther` adds to a dropdown (spec 3). Chosen alone it says nothing, so its answer carries the
 * customer's own words: `Other: <details>` — one string in the submission, readable wherever it is shown.
 * While the details are blank the answer is plain `Other`, which the rule below refuses.
 */
export const OTHER_OPTION = 'Other';
const OTHER_PREFIX = `${OTHER_OPTION}: `;

/** includeOther adds the choice, unless an option already is 'Other' (then it is a plain option). */
export const offersOther = (field: FormField) =>
  Boolean(field.validations?.includeOther) && !(field.options ?? []).includes(OTHER_OPTION);

/** What a dropdown offers: its options, then 'Other' when it adds one. */
export const dropdownChoices = (field: FormField): string[] => [
  ...(field.options ?? []),
  ...(offersOther(field) ? [OTHER_OPTION] : []),
];

/** The answer for 'Other' with these details (plain 'Other' while they are empty). */
export const otherAnswer = (details: string) => (details === '' ? OTHER_OPTION : `${OTHER_PREFIX}${details}`);

/** The details of an 'Other' answer ('' while none are typed); undefined when the answer is not 'Other'. */
export function otherDetails(answer: string): string | undefined {
  if (answer === OTHER_OPTION) return '';
  return answer.startsWith(OTHER_PREFIX) ? answer.slice(OTHER_PREFIX.length) : undefined;
}

/** The choice an answer stands for: 'Other' for every 'Other: …' answer, else the answer itself. */
export const choiceOf = (answer: string) => (otherDetails(answer) === undefined ? answer : OTHER_OPTION);

/**
 * A filled dropdown's answer: a listed option, or with includeOther one 'Other: <details>' (details not blank);
 * a string, or with multipleSelect a list of distinct strings. Anything else was not offered, so it is refused.
 */
export function dropdownFieldError(field: FormField, value: unknown): string | undefined {
  const answers = field.validations?.multipleSelect ? value : [value];
  if (!Array.isArray(answers) || !answers.every((answer) => typeof answer === 'string')) {
    return chooseListedOption(field.label);
  }
  const options = field.options ?? [];
  const others = answers.filter((answer) => !options.includes(answer));
  if (new Set(answers).size !== answers.length || others.length > (offersOther(field) ? 1 : 0)) {
    return chooseListedOption(field.label);
  }
  const [other] = others;
  if (other === undefined) return undefined;
  const details = otherDetails(other);
  if (details === undefined) return chooseListedOption(field.label);
  return details.trim() === '' ? otherDetailsRequired(field.label) : undefined;
}
