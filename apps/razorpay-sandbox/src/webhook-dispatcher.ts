import type { RazorpayWebhookEnvelope, WebhookBehaviour, WebhookDelivery } from '@startwise/api/razorpay';
import { webhookSignature } from '@startwise/api/razorpay';
import { razorpayId, unixSeconds } from './ids.js';

interface QueuedEvent {
  eventId: string;
  event: string;
  body: string;
}

const RETRIES = 3;

/** Signs and POSTs webhook events to the server's own receiver, with the retries of at-least-once delivery. */
export function createWebhookDispatcher(options: { url: () => string; secret: string; accountId: string }) {
  let behaviour: WebhookBehaviour = { duplicate: false, reorder: false, delayMs: 0, paused: false };
  const held: QueuedEvent[] = [];
  const inFlight = new Set<Promise<void>>();
  /** Delayed sends: cancelled (and their waiters released) when the server closes. */
  const timers = new Map<NodeJS.Timeout, () => void>();
  const deliveries: WebhookDelivery[] = [];
  let closed = false;

  async function post(item: QueuedEvent): Promise<void> {
    for (let attempt = 1; attempt <= RETRIES && !closed; attempt += 1) {
      try {
        const response = await fetch(options.url(), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhookSignature(item.body, options.secret),
            'x-razorpay-event-id': item.eventId,
          },
          body: item.body,
        });
        deliveries.push({ eventId: item.eventId, event: item.event, status: response.status });
        if (response.ok) return;
      } catch {
        deliveries.push({ eventId: item.eventId, event: item.event, status: 0 });
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }

  function track(work: Promise<void>) {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function send(batch: QueuedEvent[]) {
    const ordered = behaviour.reorder ? [...batch].reverse() : batch;
    const copies = behaviour.duplicate ? ordered.flatMap((item) => [item, item]) : ordered;
    const run = async () => {
      for (const item of copies) await post(item);
    };
    if (behaviour.delayMs <= 0) return track(run());
    track(
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void run().then(resolve);
        }, behaviour.delayMs);
        timers.set(timer, resolve);
      }),
    );
  }

  return {
    deliveries,
    configure(change: Partial<WebhookBehaviour>) {
      behaviour = { ...behaviour, ...change };
    },
    /** Queues the events one action caused (e.g. payment.captured then order.paid). */
    emit(events: { event: string; payload: RazorpayWebhookEnvelope['payload'] }[]) {
      const batch = events.map(({ event, payload }) => {
        const envelope: RazorpayWebhookEnvelope = {
          entity: 'event',
          account_id: options.accountId,
          event,
          contains: Object.keys(payload),
          payload,
          created_at: unixSeconds(),
        };
        return { eventId: razorpayId('evt_'), event, body: JSON.stringify(envelope) };
      });
      if (behaviour.paused) held.push(...batch);
      else send(batch);
    },
    /** Sends what `paused` held back (under the current behaviour) and waits for every delivery. */
    async release() {
      send(held.splice(0));
      await this.settle();
    },
    /** Forgets held events: the webhook that never arrives. */
    drop() {
      held.splice(0);
    },
    /** Resolves once nothing is being sent. */
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      closed = true;
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
