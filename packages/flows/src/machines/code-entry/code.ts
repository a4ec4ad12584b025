/** Spec 9: verification codes are 6 digits. */
export const CODE_LENGTH = 6;

const COMPLETE_CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** A code the server can check: exactly six digits. */
export function isCompleteCode(code: string | undefined | null): code is string {
  return COMPLETE_CODE.test(code ?? '');
}

/** The digits of pasted text, at most one code long ('12-34 56' -> ['1','2','3','4','5','6']). */
export function digitsOf(text: string): string[] {
  return (text.match(/\d/g) ?? []).slice(0, CODE_LENGTH);
}

export function emptyDigits(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}
