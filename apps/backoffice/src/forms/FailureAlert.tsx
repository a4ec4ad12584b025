import { Alert } from '@startwise/ui';

/** Why a form's change was not saved, above its fields (what the fields do not show themselves); nothing if it was. */
export function FailureAlert({ title, failure }: { title: string; failure: string | undefined }) {
  return failure ? (
    <Alert tone="critical" title={title}>
      {failure}
    </Alert>
  ) : null;
}
