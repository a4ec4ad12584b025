import { randomInt } from 'node:crypto';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's id shape: a prefix (`order_`, `pay_`, `rfnd_`, `evt_`) and 14 random alphanumerics. */
export function razorpayId(prefix: string, length = 14): string {
  let id = prefix;
  for (let i = 0; i < length; i += 1) id += ALPHANUMERICS[randomInt(ALPHANUMERICS.length)];
  return id;
}

export const unixSeconds = (at: Date = new Date()) => Math.floor(at.getTime() / 1000);
