import { useIsAuthSubmitting } from '@startwise/flows/react';
import { CODE_LENGTH } from '@startwise/flows/rules';
import { CodeSubmitInput } from '@startwise/ui';

export const CODE_HINT = `Enter the ${CODE_LENGTH}-digit code we emailed you.`;

/**
 * The code boxes of a code step: the code is sent as soon as all are full (typed or pasted), and the
 * boxes empty again when the server refused it.
 */
export function CodeForm({ onCode, label = 'Verification code' }: { onCode: (code: string) => void; label?: string }) {
  const submitting = useIsAuthSubmitting();
  return (
    <CodeSubmitInput label={label} length={CODE_LENGTH} hint={CODE_HINT} submitting={submitting} onCode={onCode} />
  );
}
