import { payment, paymentMachine } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { Alert, Button, Card, ConfirmDialog, Inline, Price, Spinner, Stack, Text } from '@startwise/ui';
import { useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { fakeLatency } from './fakeLatency';

const fakeOrder: payment.PaymentOrder = {
  key_id: 'rzp_test_demo',
  order: { id: 'order_DemoOrder00001', amount: 149900, currency: 'INR' },
  notes: { serviceName: 'GST Registration' },
  transaction: { _id: 'txn-demo', amount: 1499, currency: 'INR' },
};

// The real payment machine with fake services; the checkout is the demo's own panel, whose buttons report what a
// payment provider's checkout would.
const demoMachine = paymentMachine.provide({
  actors: {
    createOrder: fromPromise(async () => {
      await fakeLatency();
      return fakeOrder;
    }),
    loadCheckoutScript: fromPromise(async () => fakeLatency()),
    openCheckout: fromCallback(() => undefined),
    verifyPayment: fromPromise(async (): Promise<unknown> => fakeLatency()),
    cancelPayment: fromPromise(async (): Promise<unknown> => fakeLatency()),
  },
});

const selectors = {
  creatingOrder: payment.isCreatingOrder,
  orderReady: payment.isOrderReady,
  orderFailed: payment.isOrderFailed,
  checkoutOpen: payment.isCheckoutOpen,
  paying: payment.isPaying,
  canRetry: payment.canRetry,
  canCancel: payment.canCancel,
  confirmingCancel: payment.isConfirmingCancel,
  cancelling: payment.isCancelling,
  failure: payment.failureMessage,
  cancelError: payment.cancelErrorMessage,
  summary: payment.orderSummary,
  outcome: payment.outcome,
};

const OUTCOMES = {
  success: { tone: 'positive', text: 'Payment completed successfully!' },
  dismissed: { tone: 'info', text: 'Checkout closed. The app goes back to the submission.' },
  cancelled: { tone: 'info', text: 'Payment has been cancelled successfully' },
} as const;

function PaymentFlow({ onRestart }: { onRestart: () => void }) {
  const { view, send } = useFlow(demoMachine, selectors, { input: { submissionId: 'sub-demo' } });
  const ending =
    view.outcome === 'success' || view.outcome === 'dismissed' || view.outcome === 'cancelled'
      ? OUTCOMES[view.outcome]
      : undefined;
  const ended = ending !== undefined;

  return (
    <Stack space="medium">
      {view.creatingOrder && <Spinner label="Initializing payment..." />}
      {view.summary && !ended && (
        <Card>
          <Stack space="small">
            <Text weight="strong">{view.summary.serviceName}</Text>
            <Price price={view.summary.amount} />
            <Text size="small" tone="muted">{`Currency: ${view.summary.currency}`}</Text>
          </Stack>
        </Card>
      )}
      {view.failure && <Alert tone="critical">{view.failure}</Alert>}
      {view.checkoutOpen && (
        <Card tone="raised">
          <Stack space="small">
            <Text weight="strong">Test checkout</Text>
            <Inline space="small">
              <Button
                onClick={() =>
                  send({
                    type: 'PAYMENT_SUCCEEDED',
                    razorpay_payment_id: 'pay_Demo',
                    razorpay_order_id: fakeOrder.order.id,
                    razorpay_signature: 'demo-signature',
                  })
                }
              >
                Simulate success
              </Button>
              <Button variant="danger" onClick={() => send({ type: 'PAYMENT_FAILED', reason: 'Card declined' })}>
                Simulate failure
              </Button>
              <Button variant="secondary" onClick={() => send({ type: 'DISMISSED' })}>
                Dismiss checkout
              </Button>
            </Inline>
          </Stack>
        </Card>
      )}
      {!view.checkoutOpen && view.paying && <Spinner label="Processing payment..." />}
      {ending && <Alert tone={ending.tone}>{ending.text}</Alert>}
      <Inline space="small">
        {view.orderReady && <Button onClick={() => send({ type: 'PAY' })}>Pay Now</Button>}
        {view.canRetry && <Button onClick={() => send({ type: 'RETRY' })}>Retry</Button>}
        {view.canCancel && (
          <Button variant="secondary" onClick={() => send({ type: 'CANCEL_REQUESTED' })}>
            Cancel Payment
          </Button>
        )}
        {ended && (
          <Button variant="secondary" onClick={onRestart}>
            Start again
          </Button>
        )}
      </Inline>
      <ConfirmDialog
        isOpen={view.confirmingCancel}
        onOpenChange={(open) => {
          if (!open) send({ type: 'GO_BACK' });
        }}
        title="Cancel Payment?"
        confirmLabel="Confirm Cancellation"
        cancelLabel="Go Back"
        onConfirm={() => send({ type: 'CONFIRM' })}
        isConfirming={view.cancelling}
      >
        <Stack space="small">
          <Text>This cancels the payment for good.</Text>
          {view.cancelError && <Alert tone="critical">{view.cancelError}</Alert>}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

/** The payment flow from order to outcome; 'Start again' runs a fresh machine (the outcomes are final states). */
export function PaymentDemo() {
  const [run, setRun] = useState(0);
  return <PaymentFlow key={run} onRestart={() => setRun((count) => count + 1)} />;
}
