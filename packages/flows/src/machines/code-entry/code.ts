import { CODE_LENGTH } from '../../rules/one-time-code.js';

export { CODE_LENGTH, isCompleteCode } from '../../rules/one-time-code.js';

/** The digits of pasted text, at most one code long ('12-34 56' -> ['1','2','3','4','5','6']). */
export function digitsOf(text: string): string[] {
  return (text.match(/\d/g) ?? []).slice(0, CODE_LENGTH);
}

export function emptyDigits(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}
