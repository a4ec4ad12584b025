import { useIsAuthSubmitting } from '@startwise/flows/react';
import { CodeInput } from '@startwise/ui';
import { useEffect, useRef, useState } from 'react';

/**
 * The six code boxes of a code step: the code is sent as soon as all six are full (typed or pasted), and the
 * boxes empty again when the server refused it.
 */
export function CodeForm({ onCode, label = 'Verification code' }: { onCode: (code: string) => void; label?: string }) {
  const submitting = useIsAuthSubmitting();
  const [code, setCode] = useState('');
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) setCode('');
    wasSubmitting.current = submitting;
  }, [submitting]);
  return (
    <CodeInput
      label={label}
      hint="Enter the 6-digit code we emailed you."
      value={code}
      onChange={setCode}
      onComplete={onCode}
      disabled={submitting}
      autoFocus
    />
  );
}
