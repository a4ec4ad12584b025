import type { payment } from '@startwise/flows';
import { fromCallback, fromPromise } from 'xstate';

// Razorpay Checkout (or the local sandbox's drop-in with the same surface), loaded only when a customer pays.

interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill?: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: payment.CheckoutPayment) => void;
  modal: { ondismiss: () => void; escape: boolean; backdropclose: boolean };
}

interface CheckoutInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance;
  }
}

let loading: Promise<void> | null = null;

/** Adds the checkout script once; a failed load may be tried again. */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new Error('checkout script loaded without Razorpay')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export interface CheckoutBrand {
  /** The company name the checkout shows (read when it opens: the brand comes from GET /api/config). */
  name: () => string;
  /** The checkout's accent colour. */
  color: string;
}

/** The payment flow's actors: the script from `scriptUrl()` (GET /api/config) and the checkout itself. */
export function checkoutActors(scriptUrl: () => Promise<string>, brand: CheckoutBrand) {
  return {
    loadCheckoutScript: fromPromise<void, void>(async () => loadCheckoutScript(await scriptUrl())),
    openCheckout: fromCallback<payment.CheckoutEvent, payment.PaymentOrder>(({ input: order, sendBack }) => {
      const Razorpay = window.Razorpay;
      if (!Razorpay) throw new Error('Razorpay checkout is not loaded');
      const checkout = new Razorpay({
        key: order.key_id,
        amount: order.order.amount,
        currency: order.order.currency,
        name: brand.name(),
        description: order.notes.serviceName || 'Service',
        order_id: order.order.id,
        prefill: order.prefill,
        theme: { color: brand.color },
        handler: (response) => sendBack({ type: 'PAYMENT_SUCCEEDED', ...response }),
        modal: { ondismiss: () => sendBack({ type: 'DISMISSED' }), escape: true, backdropclose: false },
      });
      checkout.on('payment.failed', (response) =>
        sendBack({ type: 'PAYMENT_FAILED', reason: response.error?.description }),
      );
      checkout.open();
      // Leaving the state (a failure reported, the flow stopped) closes the checkout.
      return () => checkout.close();
    }),
  };
}
