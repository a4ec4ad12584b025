import { describe, expect, it } from 'vitest';
import {
  createPasswordHasher,
  HASHING_BUSY_MESSAGE,
  PRODUCTION_SCRYPT_COST,
  unhurriedHashingLimits,
} from '../src/modules/accounts/passwords.js';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a 16-byte salt by default, parameters stored with the hash', async () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    // Unhurried: a busy machine (CI) may take longer than a sign-in's deadline for a hash at this cost.
    const hasher = createPasswordHasher(PRODUCTION_SCRYPT_COST, unhurriedHashingLimits());
    const stored = await hasher.hash('correct horse');
    const [algorithm, parameters, salt] = stored.split('$');
    expect(algorithm).toBe('scrypt');
    expect(parameters).toBe('N=131072,r=8,p=1');
    expect(Buffer.from(salt as string, 'base64')).toHaveLength(16);
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('correct horsE', stored)).toBe(false);
  });

  it('salts every hash and verifies hashes made with other parameters', async () => {
    const cheap = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    const a = await cheap.hash('same password');
    const b = await cheap.hash('same password');
    expect(a).not.toBe(b);
    expect(await createPasswordHasher({ N: 2 ** 11, r: 8, p: 1 }).verify('same password', a)).toBe(true);
    expect(await cheap.verifyNobody('same password')).toBe(false);
    expect(await cheap.verify('same password', 'not-a-hash')).toBe(false);
  });

  it('answers every hash by its deadline: one whose turn comes too late is refused with 429, not left waiting', async () => {
    const maxWaitMs = 400;
    const hasher = createPasswordHasher(PRODUCTION_SCRYPT_COST, {
      concurrency: 1,
      queue: 8,
      maxWaitMs,
      shedHoldMs: 0,
    });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        hasher.hash('a password').then(
          () => ({ status: 200, after: performance.now() - started }),
          (error: { statusCode: number; message: string }) => {
            expect(error.message).toBe(HASHING_BUSY_MESSAGE);
            return { status: error.statusCode, after: performance.now() - started };
          },
        ),
      ),
    );
    // Six hashes at the production cost take far longer than 400 ms one after another: most are shed...
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(3);
    // ...each by its deadline (plus what a busy machine adds to a timer), none after the whole queue.
    for (const answer of answers) expect(answer.after).toBeLessThan(maxWaitMs + 1000);
  });
});
