import { useIsAuthSubmitting } from '@startwise/flows/react';
import { CODE_LENGTH } from '@startwise/flows/rules';
import { CodeInput } from '@startwise/ui';
import { useEffect, useRef, useState } from 'react';

/**
 * The code boxes of a code step: the code is sent as soon as all are full (typed or pasted), and the
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
      length={CODE_LENGTH}
      hint={`Enter the ${CODE_LENGTH}-digit code we emailed you.`}
      value={code}
      onChange={setCode}
      onComplete={onCode}
      disabled={submitting}
      autoFocus
    />
  );
}
