import { assign, emit, setup } from 'xstate';
import { CODE_LENGTH, digitsOf, emptyDigits } from './code.js';

// Spec 4 "Verification code entry": six boxes, each takes one digit; pasting accepts digits only and fills from the
// first box; when all six are full the code is submitted. The machine emits COMPLETE with the code; the screen
// forwards it (e.g. as SUBMIT_CODE to the auth machine) and sends RESET when the code was refused.

export interface CodeEntryContext {
  /** One entry per box, '' when empty. */
  digits: string[];
  /** The box that should hold the focus. */
  focusIndex: number;
}

export type CodeEntryEvent =
  | { type: 'TYPE'; index: number; key: string }
  | { type: 'BACKSPACE'; index: number }
  | { type: 'PASTE'; text: string }
  | { type: 'FOCUS'; index: number }
  | { type: 'RESET' };

export type CodeEntryEmitted = { type: 'COMPLETE'; code: string };

const lastBox = CODE_LENGTH - 1;
const clampIndex = (index: number) => Math.min(Math.max(Math.trunc(index), 0), lastBox);

export const codeEntryMachine = setup({
  types: {
    context: {} as CodeEntryContext,
    events: {} as CodeEntryEvent,
    emitted: {} as CodeEntryEmitted,
  },
  guards: {
    isDigit: ({ event }) => event.type === 'TYPE' && /^\d$/.test(event.key),
    hasDigits: ({ event }) => event.type === 'PASTE' && digitsOf(event.text).length > 0,
    allFilled: ({ context }) => context.digits.every((digit) => digit !== ''),
  },
  actions: {
    typeDigit: assign(({ context, event }) => {
      if (event.type !== 'TYPE') return {};
      const index = clampIndex(event.index);
      const digits = context.digits.with(index, event.key);
      return { digits, focusIndex: Math.min(index + 1, lastBox) };
    }),
    eraseDigit: assign(({ context, event }) => {
      if (event.type !== 'BACKSPACE') return {};
      const index = clampIndex(event.index);
      // An empty box erases the one before it, as people expect when they hold backspace.
      const target = context.digits[index] === '' ? Math.max(index - 1, 0) : index;
      return { digits: context.digits.with(target, ''), focusIndex: target };
    }),
    pasteDigits: assign(({ event }) => {
      if (event.type !== 'PASTE') return {};
      const pasted = digitsOf(event.text);
      const digits = emptyDigits().map((empty, index) => pasted[index] ?? empty);
      return { digits, focusIndex: Math.min(pasted.length, lastBox) };
    }),
    moveFocus: assign({
      focusIndex: ({ event }) => (event.type === 'FOCUS' ? clampIndex(event.index) : 0),
    }),
    clear: assign({ digits: () => emptyDigits(), focusIndex: 0 }),
    announceCode: emit(({ context }) => ({ type: 'COMPLETE' as const, code: context.digits.join('') })),
  },
}).createMachine({
  id: 'codeEntry',
  context: { digits: emptyDigits(), focusIndex: 0 },
  initial: 'editing',
  on: {
    RESET: { target: '.editing', actions: 'clear' },
    FOCUS: { actions: 'moveFocus' },
  },
  states: {
    editing: {
      always: { guard: 'allFilled', target: 'complete' },
      on: {
        TYPE: { guard: 'isDigit', actions: 'typeDigit' },
        PASTE: { guard: 'hasDigits', actions: 'pasteDigits' },
        BACKSPACE: { actions: 'eraseDigit' },
      },
    },
    complete: {
      entry: 'announceCode',
      on: {
        // Changing a digit of a submitted code starts a new attempt; the screen RESETs after a refusal.
        TYPE: { guard: 'isDigit', target: 'editing', actions: 'typeDigit' },
        PASTE: { guard: 'hasDigits', target: 'editing', actions: 'pasteDigits' },
        BACKSPACE: { target: 'editing', actions: 'eraseDigit' },
      },
    },
  },
});
