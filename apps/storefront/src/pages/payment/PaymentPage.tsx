import { payment, paymentMachine } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { INITIALIZING_PAYMENT, PAYMENT_NO_ORDER } from '@startwise/flows/rules';
import { formatRupees } from '@startwise/format';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Inline,
  PageHeading,
  Spinner,
  Stack,
  Text,
} from '@startwise/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ACCOUNT_QUERY_KEY } from '../../auth/account-queries';
import { Seo } from '../../seo/Seo';
import { CancelPaymentDialog } from './CancelPaymentDialog';
import { OrderSummary } from './OrderSummary';
import { PaymentAssurance } from './PaymentAssurance';
import { paymentActors } from './payment-actors';

const selectors = {
  creating: payment.isCreatingOrder,
  orderFailed: payment.isOrderFailed,
  paying: payment.isPaying,
  canPay: payment.canPay,
  canCancel: payment.canCancel,
  confirmingCancel: payment.isConfirmingCancel,
  cancelling: payment.isCancelling,
  summary: payment.orderSummary,
  failure: payment.failureMessage,
  cancelError: payment.cancelErrorMessage,
  outcome: payment.outcome,
};

/**
 * Spec 2 Payment: creates (or reuses) the order, shows what is paid for (the service, its taxable value and GST as
 * the invoice will print them, the total) and who handles the money, and opens the provider's checkout, loaded on
 * demand from GET /api/config. Every ending goes back to the submission, which says how it went in the page
 * (?payment=success, ?payment=failed, or its cancelled state): no toast repeats it.
 */
export function PaymentPage() {
  const submissionId = useParams().submissionId ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const machine = useMemo(() => paymentMachine.provide({ actors: paymentActors(queryClient) }), [queryClient]);

  const { view, send } = useFlow(machine, selectors, { input: { submissionId } });
  const submissionPath = `/submissions/${submissionId}`;

  useEffect(() => {
    // An order that could not be made is shown in this page; every other ending is shown by the submission's.
    if (!view.outcome || view.outcome === 'orderFailed') return;
    // The submission and transactions changed on the server: read them again there.
    void queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
    if (view.outcome === 'success') navigate(`${submissionPath}?payment=success`, { replace: true });
    else if (view.outcome === 'failed') navigate(`${submissionPath}?payment=failed`, { replace: true });
    else navigate(submissionPath, { replace: true });
  }, [view.outcome, navigate, queryClient, submissionPath]);

  return (
    <Container width="small">
      <Seo title="Payment" description="Complete the payment for your application." noIndex />
      <Stack space="large">
        <PageHeading title="Complete Your Payment" />
        {view.creating ? (
          <Inline space="small" alignY="center">
            <Spinner />
            <Text>{INITIALIZING_PAYMENT}</Text>
          </Inline>
        ) : view.orderFailed || !view.summary ? (
          <EmptyState
            tone="critical"
            title={view.failure ?? PAYMENT_NO_ORDER}
            description={view.failure ? PAYMENT_NO_ORDER : undefined}
            action={
              <ButtonLink href={submissionPath} variant="secondary">
                Go Back
              </ButtonLink>
            }
          />
        ) : (
          <Card padding="large" as="section" aria-label="Payment summary">
            <Stack space="large">
              <OrderSummary serviceName={view.summary.serviceName} tax={view.summary.tax} />
              <Text tone="muted">You will be redirected to our secure payment gateway to complete your payment.</Text>
              {view.failure && !view.paying ? <Alert tone="critical">{view.failure}</Alert> : null}
              <Stack space="small">
                <Button onClick={() => send({ type: 'PAY' })} loading={view.paying} disabled={!view.canPay} fullWidth>
                  {`Pay ${formatRupees(view.summary.amount)}`}
                </Button>
                {view.canCancel ? (
                  <Button variant="ghost" onClick={() => send({ type: 'CANCEL_REQUESTED' })} fullWidth>
                    Cancel Payment
                  </Button>
                ) : null}
              </Stack>
              <PaymentAssurance />
            </Stack>
          </Card>
        )}
      </Stack>
      <CancelPaymentDialog
        isOpen={view.confirmingCancel}
        onGoBack={() => send({ type: 'GO_BACK' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        isCancelling={view.cancelling}
        error={view.cancelError}
      />
    </Container>
  );
}
