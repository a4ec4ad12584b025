import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters. Production uses N = 2^17, r = 8, p = 1 (OWASP); tests may pass a cheaper cost. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below what N = 2^17 asks for.
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
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

export function createPasswordHasher(cost: ScryptCost = PRODUCTION_SCRYPT_COST) {
  let dummy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    return encode(cost, salt, await derive(password, salt, cost));
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const decoded = decode(stored);
    if (!decoded) return false;
    const candidate = await derive(password, decoded.salt, decoded.cost);
    return candidate.length === decoded.hash.length && timingSafeEqual(candidate, decoded.hash);
  }

  return {
    hash,
    verify,
    /**
     * Does the work of a real verification against a throw-away hash and answers false: used for an unknown
     * email, so a login takes as long for an unknown address as for a wrong password.
     */
    async verifyNobody(password: string): Promise<false> {
      dummy ??= hash(randomBytes(16).toString('hex'));
      await verify(password, await dummy);
      return false;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
