import { auth } from '@startwise/flows';
import { useAuthActorRef, useAuthSelector, useIsAuthSubmitting, useTwoFactorEnabled } from '@startwise/flows/react';
import { Badge, Button, ConfirmDialog, Inline, Stack, Text } from '@startwise/ui';
import { CodeForm } from '../auth/CodeForm';

/**
 * Security tab, Two-Factor Authentication: enabling emails a code to enter here; disabling asks first
 * (spec 4's confirmation text).
 */
export function TwoFactorSettings() {
  const actorRef = useAuthActorRef();
  const enabled = useTwoFactorEnabled();
  const submitting = useIsAuthSubmitting();
  const enteringCode = useAuthSelector(auth.isEnteringTwoFactorSetupCode);
  const question = useAuthSelector(auth.confirmationQuestion);

  return (
    <Stack space="large">
      <Inline space="small" alignY="center">
        <Text weight="strong">Two-factor login</Text>
        <Badge tone={enabled ? 'positive' : 'neutral'}>{enabled ? 'Enabled' : 'Disabled'}</Badge>
      </Inline>
      <Text tone="muted">With two-factor authentication on, each login also asks for a 6-digit code we email you.</Text>
      {enteringCode ? (
        <Stack space="medium">
          <CodeForm label="Setup code" onCode={(code) => actorRef.send({ type: 'SUBMIT_CODE', code })} />
          <Stack space="none" align="left">
            <Button variant="secondary" onClick={() => actorRef.send({ type: 'CANCEL' })}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack space="none" align="left">
          {enabled ? (
            <Button variant="danger" loading={submitting} onClick={() => actorRef.send({ type: 'DISABLE_TWO_FACTOR' })}>
              Disable Two-Factor Authentication
            </Button>
          ) : (
            <Button loading={submitting} onClick={() => actorRef.send({ type: 'ENABLE_TWO_FACTOR' })}>
              Enable Two-Factor Authentication
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        isOpen={question !== null}
        onOpenChange={(open) => {
          if (!open) actorRef.send({ type: 'CANCEL' });
        }}
        title="Disable Two-Factor Authentication?"
        confirmLabel="Disable"
        cancelLabel="Cancel"
        tone="danger"
        onConfirm={() => actorRef.send({ type: 'CONFIRM' })}
      >
        <Text>{question ?? auth.DISABLE_TWO_FACTOR_CONFIRMATION}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
