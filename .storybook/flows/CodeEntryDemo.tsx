import { useCodeEntry } from '@startwise/flows/react';
import { Alert, Button, CodeInput, Inline, Stack } from '@startwise/ui';
import { useState } from 'react';

/**
 * The code-entry machine behind the kit's CodeInput. The input reports the whole code as it changes, which reaches
 * the machine as a paste (it fills from the first box); the machine's COMPLETE event is where a screen submits.
 */
export function CodeEntryDemo() {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const entry = useCodeEntry(setSubmitted);
  const code = entry.digits.join('');

  const change = (next: string) => {
    setSubmitted(null);
    if (next === '') entry.reset();
    else entry.paste(next);
  };

  return (
    <Stack space="medium">
      <CodeInput
        label="Verification code"
        hint="Enter the 6-digit code we emailed you"
        value={code}
        onChange={change}
      />
      {submitted && <Alert tone="positive">{`Code ${submitted} complete: the screen submits it now.`}</Alert>}
      <Inline space="small">
        <Button
          variant="secondary"
          onClick={() => {
            setSubmitted(null);
            entry.reset();
          }}
        >
          Clear
        </Button>
      </Inline>
    </Stack>
  );
}
