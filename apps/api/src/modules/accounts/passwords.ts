import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { tooManyRequests } from '../../platform/http/http-error.js';
import { scryptThreads } from './scrypt-threads.js';

/** scrypt cost parameters. Production uses N = 2^17, r = 8, p = 1 (OWASP); tests may pass a cheaper cost. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/**
 * How many hashes run at once, and how many may wait. One scrypt at N = 2^17 keeps a core busy for a few hundred
 * milliseconds (and takes 128 MiB): without a bound a login storm takes every core, and catalog reads wait behind
 * it. A hash beyond the queue is refused at once (429). The hashes run on low-priority threads (scrypt-threads.ts).
 */
export interface HashingLimits {
  concurrency: number;
  /** At most this many hashes wait... */
  queue: number;
  /** ...and only while the wait, estimated from recent hashes, stays under this (a busy machine hashes slower). */
  maxWaitMs: number;
}

/** One core is always left to everything else; a login waits at most about 10 s for its turn (clients time out). */
export function defaultHashingLimits(cores = availableParallelism()): HashingLimits {
  const concurrency = Math.max(1, cores - 1);
  return { concurrency, queue: concurrency * 8, maxWaitMs: 10_000 };
}

export const HASHING_BUSY_MESSAGE = 'Too many sign-ins right now. Please try again in a moment.';

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below what N = 2^17 asks for.
  return scryptThreads().derive(password.normalize('NFC'), salt, KEY_LENGTH, {
    ...cost,
    maxmem: 128 * cost.N * cost.r * 2,
  });
}

/** `scrypt$N=131072,r=8,p=1$<salt base64>$<hash base64>`: the parameters travel with the hash. */
function encode(cost: ScryptCost, salt: Buffer, hash: Buffer): string {
  return `scrypt$N=${cost.N},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function decode(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | undefined {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return undefined;
  const [, N, r, p, salt, hash] = match;
  return {
    cost: { N: Number(N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt as string, 'base64'),
    hash: Buffer.from(hash as string, 'base64'),
  };
}

export function createPasswordHasher(
  cost: ScryptCost = PRODUCTION_SCRYPT_COST,
  limits: HashingLimits = defaultHashingLimits(),
) {
  let dummy: Promise<string> | undefined;
  const limit = pLimit(limits.concurrency);
  /** A moving average of how long one hash takes here and now. */
  let hashMs = 0;

  /** Throws the 429 when no hash could wait its turn now. */
  function refuseWhenBusy(): void {
    const expectedWaitMs = ((limit.pendingCount + 1) / limits.concurrency) * hashMs;
    const busy = limit.activeCount >= limits.concurrency && expectedWaitMs > limits.maxWaitMs;
    if (limit.pendingCount >= limits.queue || busy) throw tooManyRequests(HASHING_BUSY_MESSAGE, 1);
  }

  async function timedDerive(password: string, salt: Buffer, parameters: ScryptCost): Promise<Buffer> {
    const started = performance.now();
    const key = await derive(password, salt, parameters);
    const took = performance.now() - started;
    hashMs = hashMs === 0 ? took : hashMs * 0.8 + took * 0.2;
    return key;
  }

  /** scrypt within the limits: waits its turn, or refuses at once when the queue is full. */
  async function boundedDerive(password: string, salt: Buffer, parameters: ScryptCost): Promise<Buffer> {
    refuseWhenBusy();
    return limit(() => timedDerive(password, salt, parameters));
  }

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    return encode(cost, salt, await boundedDerive(password, salt, cost));
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const decoded = decode(stored);
    if (!decoded) return false;
    const candidate = await boundedDerive(password, decoded.salt, decoded.cost);
    return candidate.length === decoded.hash.length && timingSafeEqual(candidate, decoded.hash);
  }

  return {
    hash,
    verify,
    /** Called before an operation's other work (rate-limit rows, lookups), so a refused login costs next to nothing. */
    refuseWhenBusy,
    /**
     * Does the work of a real verification against a throw-away hash and answers false: used for an unknown
     * email, so a login takes as long for an unknown address as for a wrong password.
     */
    async verifyNobody(password: string): Promise<false> {
      // A refused first attempt (queue full) must not leave a rejected promise behind for every later call.
      dummy ??= hash(randomBytes(16).toString('hex')).catch((error) => {
        dummy = undefined;
        throw error;
      });
      await verify(password, await dummy);
      return false;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
