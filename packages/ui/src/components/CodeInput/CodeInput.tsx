import {
  type ChangeEvent,
  type ClipboardEvent,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './CodeInput.css';

export interface CodeInputProps {
  /** Names the group, e.g. 'Verification code'. */
  label: ReactNode;
  /** How many boxes (one digit each): the app passes its code rule's length. */
  length: number;
  hint?: ReactNode;
  error?: string;
  /** The code so far (controlled); digits only, at most `length`. */
  value?: string;
  onChange?: (code: string) => void;
  /** Called once each time all boxes become full: the place to submit. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

export interface CodeInputHandle {
  /** Focuses the first empty box (or the last). */
  focus: () => void;
}

const toDigits = (code: string, length: number) => Array.from({ length }, (_, index) => code[index] ?? '');
const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A box per digit of a one-time code. Typing moves forward, Backspace moves back, the
 * arrow keys move between boxes, and pasting fills from the first box with the digits of the pasted
 * text. `onComplete` fires when all are filled.
 */
export const CodeInput = forwardRef<CodeInputHandle, CodeInputProps>(function CodeInput(
  { label, length, hint, error, value, onChange, onComplete, disabled, autoFocus },
  ref,
) {
  const [ownCode, setOwnCode] = useState('');
  const code = value ?? ownCode;
  const digits = toDigits(code, length);
  // The code as of the last change, ahead of the re-render (focus moves before React renders again).
  const latestCode = useRef(code);
  latestCode.current = code;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const hintId = useId();
  const errorId = useId();

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  useImperativeHandle(ref, () => ({ focus: () => focusBox(Math.min(code.length, length - 1)) }));

  const update = (nextDigits: string[]) => {
    // Keep the code contiguous: a digit after an empty box cannot be part of the code yet.
    const firstGap = nextDigits.indexOf('');
    const next = (firstGap === -1 ? nextDigits : nextDigits.slice(0, firstGap)).join('');
    if (next === code) return;
    latestCode.current = next;
    setOwnCode(next);
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  const fillFromStart = (text: string) => {
    const pasted = onlyDigits(text).slice(0, length);
    if (!pasted) return;
    update(toDigits(pasted, length));
    focusBox(pasted.length);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = onlyDigits(event.target.value);
    if (typed.length > 2 || (typed.length === 2 && !digits[index])) {
      // Autofill (e.g. a one-time code offered by the keyboard) arrives like a paste.
      fillFromStart(typed);
      return;
    }
    if (typed.length === 0) return;
    // Typing into a filled box: keep the new digit, wherever the caret was.
    const digit = typed.length === 2 ? (typed[0] === digits[index] ? typed[1] : typed[0]) : typed;
    const next = [...digits];
    next[index] = digit ?? '';
    update(next);
    focusBox(index + 1);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      const target = digits[index] ? index : index - 1;
      if (target < 0) return;
      next[target] = '';
      // Clearing a box clears the ones after it too, so the code stays contiguous.
      update(next.map((digit, position) => (position > target ? '' : digit)));
      focusBox(index === target ? Math.max(0, index - 1) : target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFromStart(event.clipboardData.getData('text'));
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset aria-describedby={describedBy} className={styles.group}>
      <legend className={`${fieldStyles.label} ${styles.legend}`}>{label}</legend>
      {hint && (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are positions, not items.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.box}
            value={digit}
            onChange={handleChange(index)}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste}
            onFocus={(event) => {
              // The code fills left to right: a box after the first empty one sends focus back to it.
              if (index > latestCode.current.length) focusBox(latestCode.current.length);
              else event.target.select();
            }}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: code entry screens exist to take the code; focus goes straight to it.
            autoFocus={autoFocus && index === 0}
          />
        ))}
      </div>
      {error && (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
});
