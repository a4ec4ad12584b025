import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  dropdownChoices,
  dropdownFieldError,
  type FormField,
  OTHER_OPTION,
  otherAnswer,
  otherDetails,
} from '../../src/rules/index.js';

const dropdown = (validations: FormField['validations'] = {}, options = ['Tally', 'Zoho Books']): FormField => ({
  name: 'software',
  label: 'Accounting software',
  type: 'dropdown',
  required: true,
  options,
  validations,
});

const LISTED_ONLY = 'Choose one of the listed options for Accounting software';
const SPECIFY = "Please specify 'Other' for Accounting software";

describe('dropdown choices', () => {
  it("adds 'Other' after the options only with includeOther, never twice", () => {
    expect(dropdownChoices(dropdown())).toEqual(['Tally', 'Zoho Books']);
    expect(dropdownChoices(dropdown({ includeOther: true }))).toEqual(['Tally', 'Zoho Books', 'Other']);
    expect(dropdownChoices(dropdown({ includeOther: true }, ['Tally', 'Other']))).toEqual(['Tally', 'Other']);
  });
});

describe("'Other' answers", () => {
  it("carry the details as 'Other: <details>', plain 'Other' while there are none", () => {
    expect(otherAnswer('')).toBe(OTHER_OPTION);
    expect(otherAnswer('Marg ERP')).toBe('Other: Marg ERP');
  });

  it('give their details back exactly, and nothing for other answers', () => {
    expect(otherDetails(otherAnswer('Marg ERP, v9'))).toBe('Marg ERP, v9');
    expect(otherDetails(otherAnswer(' '))).toBe(' ');
    expect(otherDetails('Other')).toBe('');
    expect(otherDetails('Tally')).toBeUndefined();
    expect(otherDetails('Other:no space')).toBeUndefined();
    expect(otherDetails('Otherwise')).toBeUndefined();
  });

  it("stand for the 'Other' choice", () => {
    expect(choiceOf('Other: Marg ERP')).toBe('Other');
    expect(choiceOf('Other')).toBe('Other');
    expect(choiceOf('Tally')).toBe('Tally');
  });
});

describe('dropdownFieldError', () => {
  it('accepts a listed option and refuses anything else', () => {
    expect(dropdownFieldError(dropdown(), 'Tally')).toBeUndefined();
    expect(dropdownFieldError(dropdown(), 'Busy')).toBe(LISTED_ONLY);
    expect(dropdownFieldError(dropdown(), 'tally')).toBe(LISTED_ONLY);
    expect(dropdownFieldError(dropdown(), 7)).toBe(LISTED_ONLY);
  });

  it("refuses 'Other' answers when the field does not include Other", () => {
    expect(dropdownFieldError(dropdown(), 'Other')).toBe(LISTED_ONLY);
    expect(dropdownFieldError(dropdown(), 'Other: Marg ERP')).toBe(LISTED_ONLY);
  });

  it("with includeOther accepts 'Other: <details>' and asks for the details when they are blank", () => {
    const field = dropdown({ includeOther: true });
    expect(dropdownFieldError(field, 'Other: Marg ERP')).toBeUndefined();
    expect(dropdownFieldError(field, 'Tally')).toBeUndefined();
    expect(dropdownFieldError(field, 'Other')).toBe(SPECIFY);
    expect(dropdownFieldError(field, 'Other:   ')).toBe(SPECIFY);
    expect(dropdownFieldError(field, 'Other:Marg')).toBe(LISTED_ONLY);
    expect(dropdownFieldError(field, 'Marg ERP')).toBe(LISTED_ONLY);
  });

  it('takes one string without multipleSelect and a list of distinct strings with it', () => {
    expect(dropdownFieldError(dropdown(), ['Tally'])).toBe(LISTED_ONLY);
    const several = dropdown({ multipleSelect: true });
    expect(dropdownFieldError(several, ['Tally', 'Zoho Books'])).toBeUndefined();
    expect(dropdownFieldError(several, 'Tally')).toBe(LISTED_ONLY);
    expect(dropdownFieldError(several, ['Tally', 'Tally'])).toBe(LISTED_ONLY);
    expect(dropdownFieldError(several, ['Tally', 3])).toBe(LISTED_ONLY);
    expect(dropdownFieldError(several, ['Tally', 'Busy'])).toBe(LISTED_ONLY);
  });

  it("with multipleSelect and includeOther takes at most one 'Other' answer, with details", () => {
    const field = dropdown({ multipleSelect: true, includeOther: true });
    expect(dropdownFieldError(field, ['Tally', 'Other: Marg ERP'])).toBeUndefined();
    expect(dropdownFieldError(field, ['Other: Marg ERP'])).toBeUndefined();
    expect(dropdownFieldError(field, ['Tally', 'Other'])).toBe(SPECIFY);
    expect(dropdownFieldError(field, ['Other: Marg ERP', 'Other: Busy'])).toBe(LISTED_ONLY);
    expect(dropdownFieldError(field, ['Tally', 'Busy'])).toBe(LISTED_ONLY);
  });

  it("treats an option that is itself 'Other' as a plain option", () => {
    const field = dropdown({ includeOther: true }, ['Tally', 'Other']);
    expect(dropdownFieldError(field, 'Other')).toBeUndefined();
    expect(dropdownFieldError(field, 'Other: Marg ERP')).toBe(LISTED_ONLY);
  });
});
