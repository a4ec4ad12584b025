/** Verification codes (email, two-factor) are this many digits, on the server and in the code boxes alike. */
export const CODE_LENGTH = 6;

const COMPLETE_CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** A code the server can check: exactly CODE_LENGTH digits. */
export function isCompleteCode(code: string | undefined | null): code is string {
  return COMPLETE_CODE.test(code ?? '');
}
