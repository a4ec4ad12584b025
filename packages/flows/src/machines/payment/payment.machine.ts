import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../rules/error-message.js';
import {
  PAYMENT_CANCEL_FAILED,
  PAYMENT_FAILED,
  PAYMENT_INIT_FAILED,
  PAYMENT_VERIFY_FAILED,
  RAZORPAY_SDK_FAILED,
} from '../../rules/feedback.js';

/** What createOrder resolves with: the API's PaymentOrder (only the parts the flow and the screen use). */
export interface PaymentOrder {
  key_id: string;
  order: { id: string; amount: number; currency: string };
  notes: { serviceName?: string };
  prefill?: { name: string; email: string; contact: string };
  /** The pending transaction; `amount` in rupees. */
  transaction: { _id: string; amount: number; currency: string };
  /** The GST in the price as the invoice will print it, worked out by the server (paise). */
  tax: OrderTax;
}

export interface OrderTax {
  ratePercent: number;
  placeOfSupply: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** What Razorpay Checkout hands back on success. */
export interface CheckoutPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export type VerifyPaymentInput = CheckoutPayment & { transactionId: string };

export interface PaymentInput {
  submissionId: string;
}

export interface PaymentContext {
  submissionId: string;
  order?: PaymentOrder;
  /** The message on screen when the order, the checkout script, the payment or its verification failed. */
  error?: string;
  /** Shown in the 'Cancel Payment?' dialog when cancelling failed. */
  cancelError?: string;
}

export type CheckoutEvent =
  | ({ type: 'PAYMENT_SUCCEEDED' } & CheckoutPayment)
  | { type: 'PAYMENT_FAILED'; reason?: string }
  | { type: 'DISMISSED' };

export type PaymentEvent =
  | CheckoutEvent
  | { type: 'PAY' }
  | { type: 'RETRY' }
  | { type: 'CANCEL_REQUESTED' }
  | { type: 'CONFIRM' }
  | { type: 'GO_BACK' };

export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
  },
  actors: {
    createOrder: fromPromise<PaymentOrder, { submissionId: string }>(async () => {
      throw new Error('provide me: createOrder');
    }),
    /** Loads the provider's checkout script (Razorpay's checkout.js). */
    loadCheckoutScript: fromPromise<void, void>(async () => {
      throw new Error('provide me: loadCheckoutScript');
    }),
    /** Opens the provider's checkout and reports PAYMENT_SUCCEEDED, PAYMENT_FAILED or DISMISSED. */
    openCheckout: fromCallback<CheckoutEvent, PaymentOrder>(() => {
      throw new Error('provide me: openCheckout');
    }),
    verifyPayment: fromPromise<unknown, VerifyPaymentInput>(async () => {
      throw new Error('provide me: verifyPayment');
    }),
    /** Cancels the payment session (the transaction, for good). */
    cancelPayment: fromPromise<unknown, { transactionId: string }>(async () => {
      throw new Error('provide me: cancelPayment');
    }),
  },
  guards: {
    paymentHadFailed: ({ context }) => context.error !== undefined,
  },
  actions: {
    clearError: assign({ error: undefined }),
    clearCancelError: assign({ cancelError: undefined }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ submissionId: input.submissionId }),
  initial: 'creatingOrder',
  states: {
    creatingOrder: {
      entry: assign({ order: undefined, error: undefined }),
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ submissionId: context.submissionId }),
        onDone: { target: 'orderReady', actions: assign({ order: ({ event }) => event.output }) },
        onError: {
          target: 'orderFailed',
          actions: assign({ error: ({ event }) => errorMessage(event.error, PAYMENT_INIT_FAILED) }),
        },
      },
    },
    orderReady: {
      on: { PAY: 'loadingScript', CANCEL_REQUESTED: 'confirmingCancel' },
    },
    orderFailed: {
      on: { RETRY: 'creatingOrder' },
    },
    loadingScript: {
      invoke: {
        id: 'loadCheckoutScript',
        src: 'loadCheckoutScript',
        onDone: 'checkoutOpen',
        onError: { target: 'scriptFailed', actions: assign({ error: RAZORPAY_SDK_FAILED }) },
      },
    },
    scriptFailed: {
      on: { PAY: { target: 'loadingScript', actions: 'clearError' } },
    },
    checkoutOpen: {
      entry: 'clearError',
      invoke: {
        id: 'openCheckout',
        src: 'openCheckout',
        input: ({ context }) => context.order as PaymentOrder,
      },
      on: {
        PAYMENT_SUCCEEDED: 'verifying',
        PAYMENT_FAILED: {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.reason || PAYMENT_FAILED }),
        },
        DISMISSED: 'dismissed',
      },
    },
    verifying: {
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context, event }) => {
          const payment = event as Extract<PaymentEvent, { type: 'PAYMENT_SUCCEEDED' }>;
          return {
            razorpay_payment_id: payment.razorpay_payment_id,
            razorpay_order_id: payment.razorpay_order_id,
            razorpay_signature: payment.razorpay_signature,
            transactionId: context.order?.transaction._id ?? '',
          };
        },
        onDone: 'success',
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorMessage(event.error, PAYMENT_VERIFY_FAILED) }),
        },
      },
    },
    failed: {
      on: { RETRY: 'creatingOrder', CANCEL_REQUESTED: 'confirmingCancel' },
    },
    // 'Cancel Payment?' — Go Back returns to where the customer was (a ready order or a failed payment),
    // Confirm Cancellation cancels for good; a failed cancellation keeps the dialog open with the message.
    confirmingCancel: {
      on: {
        GO_BACK: [
          { guard: 'paymentHadFailed', target: 'failed', actions: 'clearCancelError' },
          { target: 'orderReady', actions: 'clearCancelError' },
        ],
        CONFIRM: 'cancelling',
      },
    },
    cancelling: {
      entry: 'clearCancelError',
      invoke: {
        id: 'cancelPayment',
        src: 'cancelPayment',
        input: ({ context }) => ({ transactionId: context.order?.transaction._id ?? '' }),
        onDone: 'cancelled',
        onError: {
          target: 'confirmingCancel',
          actions: assign({ cancelError: ({ event }) => errorMessage(event.error, PAYMENT_CANCEL_FAILED) }),
        },
      },
    },
    success: { type: 'final' },
    dismissed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
