import { useEffect, useRef, useState } from 'react';
import { CodeInput, type CodeInputProps } from './CodeInput';

export interface CodeSubmitInputProps
  extends Pick<CodeInputProps, 'label' | 'length' | 'hint' | 'error' | 'autoFocus'> {
  /** The code is on its way (or being checked): the boxes are disabled. */
  submitting: boolean;
  /** Called with the code as soon as every box is full (typed or pasted). */
  onCode: (code: string) => void;
}

/**
 * CodeInput for a code that is sent as soon as it is complete: the boxes are disabled while it is checked and empty
 * again when the check ends, ready for the next try after a refused code (a right one leaves the screen).
 */
export function CodeSubmitInput({ submitting, onCode, autoFocus = true, ...codeInput }: CodeSubmitInputProps) {
  const [code, setCode] = useState('');
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) setCode('');
    wasSubmitting.current = submitting;
  }, [submitting]);
  return (
    <CodeInput
      {...codeInput}
      value={code}
      onChange={setCode}
      onComplete={onCode}
      disabled={submitting}
      autoFocus={autoFocus}
    />
  );
}
