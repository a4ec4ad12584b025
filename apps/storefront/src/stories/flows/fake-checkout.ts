/**
 * A stand-in for Razorpay Checkout in stories: the storefront finds `window.Razorpay` already there (so no script
 * loads) and opens this dialog, whose two buttons report a declined card or a successful payment the way
 * Checkout's callbacks do.
 */
interface FakeCheckoutOptions {
  order_id: string;
  handler: (response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) => void;
}

type FailedCallback = (response: { error: { description: string } }) => void;

export interface FakeCheckoutEvents {
  onFailure: () => void;
  onSuccess: () => void;
}

export function installFakeCheckout(events: FakeCheckoutEvents): () => void {
  class FakeCheckout {
    #dialog = document.createElement('div');
    #failed: FailedCallback = () => {};
    constructor(readonly options: FakeCheckoutOptions) {}
    on(_event: 'payment.failed', callback: FailedCallback) {
      this.#failed = callback;
    }
    open() {
      this.#dialog.setAttribute('role', 'dialog');
      this.#dialog.setAttribute('aria-label', 'Test checkout');
      const button = (label: string, onClick: () => void) => {
        const element = document.createElement('button');
        element.type = 'button';
        element.textContent = label;
        element.addEventListener('click', onClick);
        return element;
      };
      this.#dialog.append(
        button('Simulate failure', () => {
          events.onFailure();
          this.#failed({ error: { description: 'Card declined' } });
        }),
        button('Simulate success', () => {
          events.onSuccess();
          this.options.handler({
            razorpay_payment_id: 'pay_story000000001',
            razorpay_order_id: this.options.order_id,
            razorpay_signature: 'story-signature',
          });
        }),
      );
      document.body.append(this.#dialog);
    }
    close() {
      this.#dialog.remove();
    }
  }
  window.Razorpay = FakeCheckout as unknown as NonNullable<typeof window.Razorpay>;
  return () => {
    window.Razorpay = undefined;
  };
}
