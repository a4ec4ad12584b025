import { isValidGstin } from '../rules/gstin.js';

/**
 * The formats of the identifiers a company profile holds, as their registries issue them. Each returns the
 * message a person reads when a value does not fit, or undefined when it does.
 */

/** Listed/unlisted, industry code, state, year, type (PTC, OPC, PLC, NPL…), registration number: 21 characters. */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
/** Three letters, a hyphen and four digits, as on an LLP's certificate of incorporation. */
export const LLPIN_PATTERN = /^[A-Z]{3}-\d{4}$/;
/** Four letters, five digits and a letter (Income-tax Department's tax deduction account number). */
export const TAN_PATTERN = /^[A-Z]{4}\d{5}[A-Z]$/;
/** Director Identification Number: eight digits (Companies Act 2013 s.153). */
export const DIN_PATTERN = /^\d{8}$/;
/** The Trade Marks Registry numbers applications with up to eight digits. */
export const TRADEMARK_NUMBER_PATTERN = /^\d{1,8}$/;
/** An SRN from the MCA portal or an ARN from the GST or income-tax portal: letters and digits. */
export const ACKNOWLEDGEMENT_PATTERN = /^[A-Z0-9][A-Z0-9/-]{5,29}$/;

export const NICE_CLASSES = 45;

const check = (pattern: RegExp, message: string) => (value: string) =>
  pattern.test(value.trim().toUpperCase()) ? undefined : message;

export const cinProblem = check(CIN_PATTERN, 'Enter the 21-character CIN from the certificate of incorporation');
export const llpinProblem = check(LLPIN_PATTERN, 'Enter the LLPIN as three letters, a hyphen and four digits');
export const tanProblem = check(TAN_PATTERN, 'Enter the TAN as four letters, five digits and a letter');
export const dinProblem = check(DIN_PATTERN, 'Enter the eight-digit DIN');
export const trademarkNumberProblem = check(TRADEMARK_NUMBER_PATTERN, 'Enter the application number in digits');
export const acknowledgementProblem = check(
  ACKNOWLEDGEMENT_PATTERN,
  'Enter the SRN or ARN as it appears on the acknowledgement',
);

export function gstinProblem(value: string): string | undefined {
  return isValidGstin(value.trim().toUpperCase()) ? undefined : 'Enter a valid 15-character GSTIN';
}

export function trademarkClassProblem(value: number): string | undefined {
  return Number.isInteger(value) && value >= 1 && value <= NICE_CLASSES
    ? undefined
    : `Choose a class from 1 to ${NICE_CLASSES}`;
}

export const REPEATED_DIN = 'This DIN is already listed for another director';
export const REPEATED_TRADEMARK = 'This application number is already listed';

/**
 * The positions of values seen earlier in `values` (the second and later of each): a DIN or a trademark number
 * names one obligation per period, so a profile lists each once.
 */
export function repeatedPositions(values: readonly string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}
