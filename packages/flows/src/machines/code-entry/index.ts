export { CODE_LENGTH, digitsOf, isCompleteCode } from './code.js';
export type { CodeEntryContext, CodeEntryEmitted, CodeEntryEvent } from './code-entry-machine.js';
export { codeEntryMachine } from './code-entry-machine.js';
export { formatCountdown, msUntil, secondsUntil } from './countdown.js';
export { codeDigits, enteredCode, focusedBox, isCodeComplete } from './selectors.js';
