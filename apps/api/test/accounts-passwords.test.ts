import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PRODUCTION_SCRYPT_COST } from '../src/modules/accounts/passwords.js';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a 16-byte salt by default, parameters stored with the hash', async () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hasher = createPasswordHasher();
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
});
