import type { Schemas } from '@startwise/api-client';
import {
  cinProblem,
  dinProblem,
  ENTITY_TYPE_NAMES,
  ENTITY_TYPES,
  type EntityType,
  gstinProblem,
  isCompany,
  llpinProblem,
  REPEATED_DIN,
  repeatedPositions,
  tanProblem,
} from '@startwise/flows/compliance';

export const ENTITY_OPTIONS = ENTITY_TYPES.map((value) => ({ value, label: ENTITY_TYPE_NAMES[value] }));
export const DIRECTOR_ROWS = 3;

export type CompanyFormErrors = Partial<Record<string, string>>;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const upper = (form: FormData, name: string) => text(form, name).toUpperCase();

/** The add-company form's values as the contract's CompanyInput, or the message for each field that is wrong. */
export function companyFromForm(
  form: FormData,
): { input: Schemas['CompanyInput']; errors?: never } | { input?: never; errors: CompanyFormErrors } {
  const entityType = text(form, 'entityType') as EntityType;
  const errors: CompanyFormErrors = {};
  const name = text(form, 'name');
  if (name.length < 2) errors.name = 'Enter the name as registered';
  if (!ENTITY_TYPES.includes(entityType)) errors.entityType = 'Choose the kind of business';
  const identifier = upper(form, 'identifier');
  const identifierProblem = !identifier
    ? undefined
    : isCompany(entityType)
      ? cinProblem(identifier)
      : entityType === 'llp'
        ? llpinProblem(identifier)
        : undefined;
  if (identifierProblem) errors.identifier = identifierProblem;
  const gstin = upper(form, 'gstin');
  if (gstin && gstinProblem(gstin)) errors.gstin = gstinProblem(gstin);
  const tan = upper(form, 'tan');
  if (tan && tanProblem(tan)) errors.tan = tanProblem(tan);
  const directors = Array.from({ length: DIRECTOR_ROWS }, (_, row) => ({
    name: text(form, `director${row}Name`),
    din: text(form, `director${row}Din`),
    row,
  })).filter((director) => director.name || director.din);
  for (const director of directors) {
    const problem = director.din ? dinProblem(director.din) : 'Enter the eight-digit DIN';
    if (problem) errors[`director${director.row}Din`] = problem;
    if (director.name.length < 2) errors[`director${director.row}Name`] = 'Enter the director’s name';
  }
  for (const index of repeatedPositions(directors.map((director) => director.din))) {
    const row = directors[index]?.row;
    if (row !== undefined) errors[`director${row}Din`] ??= REPEATED_DIN;
  }
  if (Object.keys(errors).length) return { errors };
  const incorporatedOn = text(form, 'incorporatedOn');
  const gstState = text(form, 'gstState');
  return {
    input: {
      entityType,
      name,
      ...(identifier &&
        (entityType === 'llp' ? { llpin: identifier } : isCompany(entityType) ? { cin: identifier } : {})),
      ...(incorporatedOn && { incorporatedOn }),
      ...(gstin && { gstin, gstFrequency: text(form, 'gstFrequency') === 'qrmp' ? 'qrmp' : 'monthly' }),
      ...(gstState && { gstState: gstState as Schemas['IndianState'] }),
      ...(tan && { tan }),
      directors: directors.map(({ name: directorName, din }) => ({ name: directorName, din })),
      trademarks: [],
    },
  };
}
