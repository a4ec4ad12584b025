import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import {
  canCancel,
  cancelErrorMessage,
  canPay,
  canRetry,
  failureMessage,
  isCancelling,
  isCheckoutOpen,
  isConfirmingCancel,
  isCreatingOrder,
  isLoadingCheckout,
  isOrderFailed,
  isOrderReady,
  isPaying,
  isVerifying,
  orderSummary,
  outcome,
  type PaymentOrder,
  paymentMachine,
} from '../../src/machines/payment/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { simplePaths, transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite, type PathSetup } from './model-suite.js';

const order: PaymentOrder = {
  key_id: 'rzp_test_1DP5mmOlF5G5ag',
  order: { id: 'order_N5cXyZ12AbCdEf', amount: 1499900, currency: 'INR' },
  notes: { serviceName: 'Private Limited Company Registration' },
  transaction: { _id: 'txn-1', amount: 14999, currency: 'INR' },
  tax: {
    ratePercent: 18,
    placeOfSupply: 'Maharashtra',
    taxablePaise: 1271102,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 228798,
  },
};
const payment = {
  razorpay_payment_id: 'pay_29QQoUBi66xm2f',
  razorpay_order_id: 'order_N5cXyZ12AbCdEf',
  razorpay_signature: 'sig',
};

const cases: AnyEventObject[] = [
  { type: 'xstate.done.actor.createOrder', output: order },
  { type: 'xstate.error.actor.createOrder', error: { message: 'This submission is already paid' } },
  { type: 'xstate.error.actor.createOrder', error: {} },
  { type: 'xstate.error.actor.loadCheckoutScript', error: new Error('script error') },
  { type: 'PAYMENT_SUCCEEDED', ...payment },
  { type: 'PAYMENT_FAILED', reason: 'Your card was declined' },
  { type: 'PAYMENT_FAILED' },
  { type: 'xstate.error.actor.verifyPayment', error: { message: 'Invalid payment signature' } },
  { type: 'xstate.error.actor.verifyPayment', error: {} },
  { type: 'xstate.error.actor.cancelPayment', error: {} },
];

// A ready order and a failed payment both lead to 'Cancel Payment?': whether a failure is on screen tells the two
// apart (Go Back returns to the right one).
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    failure: snapshot.context.error !== undefined,
    cancelError: snapshot.context.cancelError !== undefined,
  });

type Snapshot = Parameters<typeof outcome>[0];
const errorOf = (event: EventObject) => (event as { error?: { message?: string } }).error;

function checkView(fakes: FakeActors) {
  return (raw: AnyMachineSnapshot, event: EventObject) => {
    const snapshot = raw as Snapshot;
    const state = String(snapshot.value);
    // Exactly one screen at a time.
    expect(
      [isCreatingOrder, isOrderReady, isOrderFailed, isLoadingCheckout, isCheckoutOpen, isVerifying].filter((is) =>
        is(snapshot),
      ).length,
    ).toBeLessThanOrEqual(1);
    switch (state) {
      case 'creatingOrder':
        expect(isCreatingOrder(snapshot)).toBe(true);
        expect(orderSummary(snapshot)).toBeUndefined();
        expect(failureMessage(snapshot)).toBeUndefined();
        expect(fakes.lastInput('createOrder')).toEqual({ submissionId: 'sub-1' });
        break;
      case 'orderReady':
        expect(orderSummary(snapshot)).toEqual({
          serviceName: 'Private Limited Company Registration',
          amount: 14999,
          tax: order.tax,
        });
        expect(canPay(snapshot)).toBe(true);
        expect(canCancel(snapshot)).toBe(true);
        expect(isPaying(snapshot)).toBe(false);
        expect(cancelErrorMessage(snapshot)).toBeUndefined();
        break;
      case 'orderFailed':
        expect(isOrderFailed(snapshot)).toBe(true);
        expect(failureMessage(snapshot)).toBe(errorOf(event)?.message ?? 'Failed to initialize payment');
        expect(canRetry(snapshot)).toBe(true);
        expect(outcome(snapshot)).toBe('orderFailed');
        break;
      case 'loadingScript':
        expect(isLoadingCheckout(snapshot)).toBe(true);
        expect(isPaying(snapshot)).toBe(true);
        expect(canPay(snapshot)).toBe(false);
        break;
      case 'scriptFailed':
        expect(failureMessage(snapshot)).toBe('Razorpay SDK failed to load. Please try again later.');
        expect(canPay(snapshot)).toBe(true);
        break;
      case 'checkoutOpen':
        expect(isCheckoutOpen(snapshot)).toBe(true);
        expect(failureMessage(snapshot)).toBeUndefined();
        expect(fakes.lastInput('openCheckout')).toEqual(order);
        break;
      case 'verifying':
        expect(isVerifying(snapshot)).toBe(true);
        expect(fakes.lastInput('verifyPayment')).toEqual({ ...payment, transactionId: 'txn-1' });
        break;
      case 'success':
        expect(outcome(snapshot)).toBe('success');
        expect(snapshot.status).toBe('done');
        break;
      case 'failed':
        expect(outcome(snapshot)).toBe('failed');
        expect(canRetry(snapshot)).toBe(true);
        expect(canCancel(snapshot)).toBe(true);
        if (event.type === 'PAYMENT_FAILED') {
          expect(failureMessage(snapshot)).toBe(
            (event as { reason?: string }).reason ?? 'Payment failed. Please try again.',
          );
        }
        if (event.type === 'xstate.error.actor.verifyPayment') {
          expect(failureMessage(snapshot)).toBe(errorOf(event)?.message ?? 'Failed to verify payment');
        }
        break;
      case 'confirmingCancel':
        expect(isConfirmingCancel(snapshot)).toBe(true);
        expect(isCancelling(snapshot)).toBe(false);
        expect(cancelErrorMessage(snapshot)).toBe(
          event.type === 'xstate.error.actor.cancelPayment' ? 'Failed to cancel payment' : undefined,
        );
        break;
      case 'cancelling':
        expect(isCancelling(snapshot)).toBe(true);
        expect(isConfirmingCancel(snapshot)).toBe(true);
        expect(fakes.lastInput('cancelPayment')).toEqual({ transactionId: 'txn-1' });
        break;
      case 'dismissed':
        expect(outcome(snapshot)).toBe('dismissed');
        break;
      case 'cancelled':
        expect(outcome(snapshot)).toBe('cancelled');
        break;
      default:
        throw new Error(`no expectations for state ${state}`);
    }
  };
}

const input = { submissionId: 'sub-1' };
const options = { cases, serializeState, input };

const withFakes = (fakes: FakeActors): PathSetup => ({
  machine: paymentMachine.provide({
    actors: {
      createOrder: fakes.promise('createOrder'),
      loadCheckoutScript: fakes.promise('loadCheckoutScript'),
      openCheckout: fakes.callback('openCheckout'),
      verifyPayment: fakes.promise('verifyPayment'),
      cancelPayment: fakes.promise('cancelPayment'),
    },
  } as never),
  input,
  check: checkView(fakes),
});

describe('payment machine (model-based)', () => {
  const paths = simplePaths(paymentMachine, options);
  // One coverage for both kinds of path: simple paths never close a cycle (RETRY, GO_BACK), the transition paths do.
  const suite = modelBasedSuite(paymentMachine, { note: `${paths.length} simple paths` });

  describe('every transition', () => {
    suite.walk(transitionPaths(paymentMachine, options), withFakes);
  });

  describe('simple paths', () => {
    it('has simple paths to every state', () => {
      const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
      expect(reached).toEqual(new Set(Object.keys(paymentMachine.root.states).map((key) => JSON.stringify(key))));
    });
    suite.walk(paths, withFakes);
  });
});
