import type { SnapshotFrom } from 'xstate';
import type { codeEntryMachine } from './code-entry-machine.js';

type CodeEntrySnapshot = SnapshotFrom<typeof codeEntryMachine>;

export const codeDigits = (snapshot: CodeEntrySnapshot): string[] => snapshot.context.digits;
export const focusedBox = (snapshot: CodeEntrySnapshot): number => snapshot.context.focusIndex;
export const enteredCode = (snapshot: CodeEntrySnapshot): string => snapshot.context.digits.join('');
export const isCodeComplete = (snapshot: CodeEntrySnapshot): boolean => snapshot.matches('complete');
