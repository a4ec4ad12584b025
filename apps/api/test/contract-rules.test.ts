import { codeEntry } from '@startwise/flows';
import {
  CATALOG_LIMITS,
  FIELD_NAME_PATTERN,
  fullNameError,
  loginPasswordError,
  newPasswordError,
  PASSWORD_MIN_LENGTH,
  phoneError,
  SAC_CODE_PATTERN,
  SLUG_MAX_LENGTH,
  STAFF_WRITING_LIMITS,
  validateChangePassword,
  validateContact,
} from '@startwise/flows/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ID, readContract } from '../src/platform/http/contract.js';
import { createContractAjv } from '../src/platform/http/contract-validator.js';

/**
 * openapi.yaml states the form rules the storefront checks with packages/flows; these properties fail as soon as
 * a number or pattern in one drifts from the other (the same strings must pass or fail both).
 */
const doc = readContract();
const ajv = createContractAjv(doc, { coerce: false });
type Json = Record<string, unknown>;
const schemas = doc.components.schemas as Record<string, Json>;
const property = (schema: string, name: string) =>
  ((schemas[schema] as Json).properties as Record<string, Json>)[name] as Json;
const accepts = (schema: Json) => {
  const validate = ajv.compile(schema.$ref ? { $ref: `${CONTRACT_ID}${schema.$ref}` } : schema);
  return (value: unknown) => validate(value) as boolean;
};

/** Strings made of the characters the rules care about: digits, +, -, spaces, other white space, letters. */
const typed = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789+- \t\n\u00a0xA@.'), maxLength });
/** Phone-like strings around the length limits, sometimes padded with white space. */
const phoneLike = fc
  .tuple(
    fc.constantFrom('', ' ', '\t'),
    fc.string({ unit: fc.constantFrom(...'0123456789+- x'), minLength: 8, maxLength: 18 }),
    fc.constantFrom('', ' ', '\n'),
  )
  .map((parts) => parts.join(''));
const RUNS = { numRuns: 2000, seed: 20261125 };

describe('openapi.yaml and the packages/flows rules agree', () => {
  it('on phones: optional, else 10-15 of digits, +, - and space once trimmed', () => {
    for (const phone of [property('RegisterRequest', 'phone'), property('UpdateProfileRequest', 'phone')]) {
      const contract = accepts(phone);
      expect(contract(null)).toBe(true);
      fc.assert(
        fc.property(fc.oneof(typed(20), phoneLike), (text) => contract(text) === (phoneError(text) === undefined)),
        RUNS,
      );
    }
  });

  it('on names: not blank', () => {
    for (const name of [
      property('RegisterRequest', 'fullName'),
      property('UpdateProfileRequest', 'fullName'),
      property('ContactMessage', 'name'),
    ]) {
      const contract = accepts(name);
      fc.assert(
        fc.property(typed(30), (text) => contract(text) === (fullNameError(text) === undefined)),
        RUNS,
      );
    }
  });

  it('on the contact message: not blank', () => {
    const contract = accepts(property('ContactMessage', 'message'));
    fc.assert(
      fc.property(typed(30), (message) => {
        const errors = validateContact({ name: 'Asha', email: 'asha@example.in', message });
        return contract(message) === (errors.message === undefined);
      }),
      RUNS,
    );
  });

  it('on passwords: at least the flows minimum, spaces included, for login and every new password', () => {
    expect(schemas.NewPassword?.minLength).toBe(PASSWORD_MIN_LENGTH);
    expect(property('LoginRequest', 'password').minLength).toBe(PASSWORD_MIN_LENGTH);
    const login = accepts(property('LoginRequest', 'password'));
    const chosen = [
      property('RegisterRequest', 'password'),
      property('ResetPasswordRequest', 'newPassword'),
      property('ChangePasswordRequest', 'newPassword'),
    ].map(accepts);
    const current = accepts(property('ChangePasswordRequest', 'currentPassword'));
    fc.assert(
      fc.property(typed(12), (password) => {
        const currentError = validateChangePassword({
          currentPassword: password,
          newPassword: 'another one',
          confirmPassword: 'another one',
        }).currentPassword;
        return (
          login(password) === (loginPasswordError(password) === undefined) &&
          chosen.every((contract) => contract(password) === (newPasswordError(password) === undefined)) &&
          current(password) === (currentError === undefined)
        );
      }),
      RUNS,
    );
  });

  it('on emailed codes: exactly the flows code length in digits', () => {
    expect(schemas.Otp?.pattern).toBe(`^[0-9]{${codeEntry.CODE_LENGTH}}$`);
    const contract = accepts({ $ref: '#/components/schemas/Otp' });
    fc.assert(
      fc.property(typed(8), (code) => contract(code) === codeEntry.isCompleteCode(code)),
      RUNS,
    );
  });

  it('on rupee amounts: the largest whose paise fit a PostgreSQL integer column', () => {
    const INT4_MAX = 2 ** 31 - 1;
    const listTransactions = doc.paths['/payment/transactions']?.get as {
      parameters: { name: string; schema?: Json }[];
    };
    for (const name of ['minAmount', 'maxAmount']) {
      const maximum = listTransactions.parameters.find((parameter) => parameter.name === name)?.schema
        ?.maximum as number;
      expect(maximum * 100).toBeLessThanOrEqual(INT4_MAX);
      expect((maximum + 1) * 100).toBeGreaterThan(INT4_MAX);
    }
  });

  it("on the catalog editor's limits", () => {
    const service = (name: string) => property('CatalogServiceInput', name);
    const items = (schema: Json) => schema.items as Json;
    expect(service('title').maxLength).toBe(CATALOG_LIMITS.titleLength);
    expect(service('metaDescription').maxLength).toBe(CATALOG_LIMITS.metaDescriptionLength);
    expect([service('price').maximum, service('mrp').maximum]).toEqual([
      CATALOG_LIMITS.maxRupees,
      CATALOG_LIMITS.maxRupees,
    ]);
    expect({ minimum: service('turnaroundDays').minimum, maximum: service('turnaroundDays').maximum }).toEqual(
      CATALOG_LIMITS.turnaroundDays,
    );
    expect(service('sacCode').pattern).toBe(SAC_CODE_PATTERN.source);
    expect(service('submitLabel').maxLength).toBe(CATALOG_LIMITS.submitLabelLength);
    for (const list of ['included', 'milestones'] as const) {
      const schema = schemas[list === 'included' ? 'ServiceIncluded' : 'ServiceMilestones'] as Json;
      expect({ lines: schema.maxItems, characters: items(schema).maxLength }).toEqual(CATALOG_LIMITS[list]);
    }
    expect(property('CatalogFaqInput', 'q').maxLength).toBe(CATALOG_LIMITS.questionLength);
    expect(property('CatalogFaqInput', 'a').maxLength).toBe(CATALOG_LIMITS.answerLength);
    expect(property('FormField', 'name')).toMatchObject({
      pattern: FIELD_NAME_PATTERN.source,
      maxLength: CATALOG_LIMITS.fieldNameLength,
    });
    expect(property('CatalogCategoryInput', 'name').maxLength).toBe(CATALOG_LIMITS.categoryNameLength);
    expect(property('CatalogCategoryInput', 'description').maxLength).toBe(CATALOG_LIMITS.categoryDescriptionLength);
  });

  it("on what staff write: a reply's and a note's length", () => {
    expect(property('ContactReplyRequest', 'body').maxLength).toBe(STAFF_WRITING_LIMITS.replyLength);
    expect(property('SubmissionNoteRequest', 'body').maxLength).toBe(STAFF_WRITING_LIMITS.noteLength);
    expect(schemas.Slug?.maxLength).toBe(SLUG_MAX_LENGTH);
  });
});
