import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Uint8Array) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex digests (a length mismatch is simply "not equal"). */
function sameHexDigest(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What Checkout hands to `handler`: hex HMAC-SHA256(order_id + "|" + payment_id, key_secret). */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** `orderId` must be the order id stored on OUR side, never the one the browser sent back. */
export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return sameHexDigest(paymentSignature(orderId, paymentId, keySecret), signature);
}

/** X-Razorpay-Signature: hex HMAC-SHA256 of the RAW request bytes (never re-serialized JSON). */
export function webhookSignature(rawBody: Uint8Array | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(rawBody: Uint8Array, signature: string, webhookSecret: string): boolean {
  return sameHexDigest(webhookSignature(rawBody, webhookSecret), signature);
}
