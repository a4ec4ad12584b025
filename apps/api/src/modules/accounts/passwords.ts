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
 * it. A hash beyond the queue is refused at once (429). The hashes run on low-priority threads (scrypt-threads.ts),
 * which a loaded machine starves: a hash that waited behind a full queue there once took 19 s, so each one also has
 * a deadline.
 */
export interface HashingLimits {
  concurrency: number;
  /** At most this many hashes wait... */
  queue: number;
  /**
   * ...and none is answered later than this after it asked: a hash expected to miss it is refused at once (the
   * estimate comes from recent hashes), and one that still misses it (the machine slowed down) is answered 429 then.
   */
  maxWaitMs: number;
  /**
   * How long a sign-in refused on arrival waits before its 429 goes out (a timer: it costs the server nothing).
   * Its Retry-After asks for a second anyway; a client that retries at once, as a storm's do, would otherwise turn
   * cheap refusals into thousands of requests a second that take the CPU from everyone else.
   */
  shedHoldMs: number;
}

/** One core is always left to everything else; a sign-in is answered within 2.5 s, by a 429 when need be. */
export function defaultHashingLimits(cores = availableParallelism()): HashingLimits {
  const concurrency = Math.max(1, cores - 1);
  return { concurrency, queue: concurrency * 8, maxWaitMs: 2_500, shedHoldMs: 1_000 };
}

/** For commands and set-up scripts: no client waits on them, so a slow machine is no reason to give up. */
export function unhurriedHashingLimits(): HashingLimits {
  return { ...defaultHashingLimits(), maxWaitMs: 10 * 60_000 };
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

  const busyError = () => tooManyRequests(HASHING_BUSY_MESSAGE, 1);

  /** Whether a new hash would be refused now: the queue is full, or its turn would come after the deadline. */
  function isBusy(): boolean {
    const expectedWaitMs = ((limit.pendingCount + 1) / limits.concurrency) * hashMs;
    const late = limit.activeCount >= limits.concurrency && expectedWaitMs > limits.maxWaitMs;
    return limit.pendingCount >= limits.queue || late;
  }

  /** Throws the 429 when no hash could wait its turn now. */
  function refuseWhenBusy(): void {
    if (isBusy()) throw busyError();
  }

  async function timedDerive(password: string, salt: Buffer, parameters: ScryptCost): Promise<Buffer> {
    const started = performance.now();
    const key = await derive(password, salt, parameters);
    const took = performance.now() - started;
    hashMs = hashMs === 0 ? took : hashMs * 0.8 + took * 0.2;
    return key;
  }

  /**
   * scrypt within the limits: waits its turn, or refuses at once when the queue is full; answers 429 at the
   * deadline. A hash whose turn comes after its deadline is skipped; one already running finishes on its thread,
   * unanswered (a thread cannot be stopped half way), and its place in the queue frees when it does.
   */
  async function boundedDerive(password: string, salt: Buffer, parameters: ScryptCost): Promise<Buffer> {
    refuseWhenBusy();
    const deadline = performance.now() + limits.maxWaitMs;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(busyError()), limits.maxWaitMs);
    });
    const work = limit(() =>
      performance.now() < deadline ? timedDerive(password, salt, parameters) : Promise.reject(busyError()),
    );
    // Whichever loses the race is settled here, so it never surfaces as an unhandled rejection.
    work.catch(() => undefined);
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
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
    /** The same judgement without throwing: lets the HTTP layer refuse before it reads the request's body. */
    isBusy,
    limits,
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
