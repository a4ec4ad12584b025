// Startwise's local stand-in for https://checkout.razorpay.com/v1/checkout.js (payment sandbox only).
// Same surface as Razorpay Checkout: new Razorpay(options), .open(), .close(), .on('payment.failed', cb),
// options.handler(response) and options.modal.ondismiss(). No inline scripts and no eval, so it runs under the
// storefront's Content-Security-Policy; styles are inline attributes, which that policy allows.
(() => {
  const script = document.currentScript;
  const sandboxBase = script ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '/razorpay-sandbox';
  let dialogCount = 0;

  const rupees = (paise) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(paise || 0) / 100);

  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (name === 'text') node.textContent = value;
      else node.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children || []) node.append(child);
    return node;
  }

  function field(id, label, attributes) {
    return element('div', { style: 'display:flex;flex-direction:column;gap:4px;margin-top:12px' }, [
      element('label', { for: id, text: label, style: 'font-weight:600;font-size:14px' }),
      element('input', {
        id,
        name: id,
        style: 'font:inherit;padding:10px;border:1px solid #6b7280;border-radius:6px',
        ...attributes,
      }),
    ]);
  }

  const FOCUSABLE = 'button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex="0"]';

  class Razorpay {
    constructor(options) {
      if (!options?.key) throw new Error('Razorpay: the "key" option is required');
      if (!options.order_id) throw new Error('Razorpay: the "order_id" option is required');
      this.options = options;
      this.listeners = {};
      this.root = null;
      this.returnFocus = null;
    }

    on(event, callback) {
      if (!this.listeners[event]) this.listeners[event] = [];
      this.listeners[event].push(callback);
      return this;
    }

    emit(event, payload) {
      for (const callback of this.listeners[event] || []) callback(payload);
    }

    open() {
      if (this.root) return;
      dialogCount += 1;
      const options = this.options;
      const ids = {
        title: `rzp-sandbox-title-${dialogCount}`,
        amount: `rzp-sandbox-amount-${dialogCount}`,
        card: `rzp-sandbox-card-${dialogCount}`,
        expiry: `rzp-sandbox-expiry-${dialogCount}`,
        cvv: `rzp-sandbox-cvv-${dialogCount}`,
        vpa: `rzp-sandbox-vpa-${dialogCount}`,
        error: `rzp-sandbox-error-${dialogCount}`,
      };
      const accent = options.theme?.color || '#1d4ed8';
      const amountText = rupees(options.amount);

      const methodCard = element('input', { type: 'radio', name: 'rzp-sandbox-method', value: 'card', checked: true });
      const methodUpi = element('input', { type: 'radio', name: 'rzp-sandbox-method', value: 'upi' });
      const cardFields = element('div', {}, [
        field(ids.card, 'Card number', {
          inputmode: 'numeric',
          autocomplete: 'cc-number',
          placeholder: '4100 2800 0000 1007',
        }),
        field(ids.expiry, 'Expiry (MM/YY)', { autocomplete: 'cc-exp', placeholder: '12/30' }),
        field(ids.cvv, 'CVV', { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '123' }),
      ]);
      const upiFields = element('div', { hidden: true }, [
        field(ids.vpa, 'UPI ID', { autocomplete: 'off', placeholder: 'success@razorpay' }),
      ]);
      const error = element('p', {
        id: ids.error,
        role: 'alert',
        style: 'color:#b91c1c;min-height:1.2em;margin:12px 0 0',
      });
      const payButton = element('button', {
        type: 'submit',
        text: `Pay ${amountText}`,
        style: `font:inherit;font-weight:600;padding:10px 16px;border:0;border-radius:6px;color:#fff;background:${accent};cursor:pointer`,
      });
      const cancelButton = element('button', {
        type: 'button',
        text: 'Cancel',
        style:
          'font:inherit;padding:10px 16px;border:1px solid #6b7280;border-radius:6px;background:#fff;cursor:pointer',
      });
      const form = element('form', { novalidate: true }, [
        element('fieldset', { style: 'border:0;padding:0;margin:16px 0 0' }, [
          element('legend', { text: 'Payment method', style: 'font-weight:600;font-size:14px' }),
          element('label', { style: 'margin-right:16px' }, [methodCard, ' Card']),
          element('label', {}, [methodUpi, ' UPI']),
        ]),
        cardFields,
        upiFields,
        element('p', {
          style: 'font-size:12px;color:#4b5563;margin:12px 0 0',
          text: 'Sandbox: cards 4100 2800 0000 1007 or 5500 6700 0000 1002 succeed, 4100 2800 0006 0003 is declined; UPI success@razorpay or failure@razorpay.',
        }),
        error,
        element('div', { style: 'display:flex;gap:8px;justify-content:flex-end;margin-top:16px' }, [
          cancelButton,
          payButton,
        ]),
      ]);
      const dialog = element(
        'div',
        {
          role: 'dialog',
          'aria-modal': 'true',
          'aria-labelledby': ids.title,
          'aria-describedby': ids.amount,
          tabindex: '-1',
          style:
            'background:#fff;color:#111827;border-radius:12px;padding:24px;width:min(420px,calc(100vw - 32px));max-height:calc(100vh - 32px);overflow:auto;font-family:system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.3)',
        },
        [
          element('h2', {
            id: ids.title,
            text: `${options.name || 'Checkout'} (payment sandbox)`,
            style: 'margin:0;font-size:20px',
          }),
          element('p', {
            id: ids.amount,
            text: `${options.description ? `${options.description}: ` : ''}${amountText}`,
            style: 'margin:8px 0 0',
          }),
          form,
        ],
      );
      const overlay = element(
        'div',
        {
          'data-razorpay-sandbox': 'true',
          style:
            'position:fixed;inset:0;background:rgba(17,24,39,.6);display:flex;align-items:center;justify-content:center;z-index:2147483647',
        },
        [dialog],
      );

      const showMethod = () => {
        cardFields.hidden = !methodCard.checked;
        upiFields.hidden = !methodUpi.checked;
      };
      methodCard.addEventListener('change', showMethod);
      methodUpi.addEventListener('change', showMethod);

      cancelButton.addEventListener('click', () => this.dismiss());
      overlay.addEventListener('click', (event) => {
        if (event.target === overlay && options.modal && options.modal.backdropclose) this.dismiss();
      });
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && !(options.modal && options.modal.escape === false)) {
          event.preventDefault();
          this.dismiss();
          return;
        }
        if (event.key !== 'Tab') return;
        const focusable = [...dialog.querySelectorAll(FOCUSABLE)].filter((node) => node.offsetParent !== null);
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      });

      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        error.textContent = '';
        payButton.disabled = true;
        payButton.textContent = 'Processing...';
        const prefill = options.prefill || {};
        const body = methodCard.checked
          ? { method: 'card', card_number: document.getElementById(ids.card).value }
          : { method: 'upi', vpa: document.getElementById(ids.vpa).value };
        try {
          const response = await fetch(`${sandboxBase}/checkout/pay`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              key_id: options.key,
              order_id: options.order_id,
              email: prefill.email,
              contact: prefill.contact,
              ...body,
            }),
          });
          const result = await response.json();
          if (response.ok) {
            this.close();
            if (typeof options.handler === 'function') options.handler(result);
            return;
          }
          error.textContent = result.error ? result.error.description : 'Payment failed';
          if (result.error?.metadata?.payment_id) {
            this.emit('payment.failed', { error: result.error });
          }
        } catch {
          error.textContent = 'The payment sandbox could not be reached. Try again.';
        } finally {
          payButton.disabled = false;
          payButton.textContent = `Pay ${amountText}`;
        }
      });

      this.returnFocus = document.activeElement;
      this.root = overlay;
      document.body.append(overlay);
      document.getElementById(ids.card).focus();
    }

    close() {
      if (!this.root) return;
      this.root.remove();
      this.root = null;
      if (this.returnFocus && typeof this.returnFocus.focus === 'function') this.returnFocus.focus();
    }

    dismiss() {
      this.close();
      if (this.options.modal && typeof this.options.modal.ondismiss === 'function') this.options.modal.ondismiss();
    }
  }

  window.Razorpay = Razorpay;
})();
