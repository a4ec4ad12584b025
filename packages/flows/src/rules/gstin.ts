const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Two digits of state code, a PAN, the entity number, 'Z' by default, and a check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character is a check digit over the first 14 (base-36 characters, weights alternating 1
 * and 2, each product folded as quotient + remainder of 36).
 */
export function gstinCheckDigitIsValid(gstin: string): boolean {
  if (gstin.length !== 15) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(gstin[i] as string);
    if (value < 0) return false;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  const check = (36 - (sum % 36)) % 36;
  return GSTIN_ALPHABET[check] === gstin[14];
}

export const isValidGstin = (gstin: string): boolean => GSTIN_PATTERN.test(gstin) && gstinCheckDigitIsValid(gstin);
