import type { SnapshotFrom } from 'xstate';
import type { paymentMachine } from './payment.machine.js';

type Snapshot = SnapshotFrom<typeof paymentMachine>;

/** 'Initializing payment...' */
export const isCreatingOrder = (snapshot: Snapshot) => snapshot.matches('creatingOrder');
/** The summary and the pay button. */
export const isOrderReady = (snapshot: Snapshot) => snapshot.matches('orderReady');
/** 'There was an issue initializing your payment. Please try again.' with Go Back. */
export const isOrderFailed = (snapshot: Snapshot) => snapshot.matches('orderFailed');
export const isLoadingCheckout = (snapshot: Snapshot) => snapshot.matches('loadingScript');
export const isCheckoutOpen = (snapshot: Snapshot) => snapshot.matches('checkoutOpen');
export const isVerifying = (snapshot: Snapshot) => snapshot.matches('verifying');
/** The pay button is busy from the moment it was pressed until the payment is settled. */
export const isPaying = (snapshot: Snapshot) =>
  isLoadingCheckout(snapshot) || isCheckoutOpen(snapshot) || isVerifying(snapshot);
export const canPay = (snapshot: Snapshot) => snapshot.can({ type: 'PAY' });
export const canRetry = (snapshot: Snapshot) => snapshot.can({ type: 'RETRY' });
export const canCancel = (snapshot: Snapshot) => snapshot.can({ type: 'CANCEL_REQUESTED' });
/** The 'Cancel Payment?' dialog is open (also while the cancellation runs). */
export const isConfirmingCancel = (snapshot: Snapshot) =>
  snapshot.matches('confirmingCancel') || snapshot.matches('cancelling');
export const isCancelling = (snapshot: Snapshot) => snapshot.matches('cancelling');
export const failureMessage = (snapshot: Snapshot) => snapshot.context.error;
export const cancelErrorMessage = (snapshot: Snapshot) => snapshot.context.cancelError;

/** The summary of a ready order: Service (default 'Service'), Amount in rupees, and its GST as the invoice's. */
export const orderSummary = (snapshot: Snapshot) => {
  const { order } = snapshot.context;
  if (!order) return undefined;
  return {
    serviceName: order.notes.serviceName || 'Service',
    amount: order.transaction.amount,
    tax: order.tax,
  };
};

/**
 * Where the flow ended, for the app's navigation: 'success' -> submission?payment=success, 'failed' ->
 * ?payment=failed, 'dismissed' and 'orderFailed' -> back to the submission, 'cancelled' -> reload the submission.
 */
export const outcome = (
  snapshot: Snapshot,
): 'success' | 'failed' | 'dismissed' | 'orderFailed' | 'cancelled' | undefined => {
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('dismissed')) return 'dismissed';
  if (snapshot.matches('orderFailed')) return 'orderFailed';
  if (snapshot.matches('cancelled')) return 'cancelled';
  return undefined;
};
