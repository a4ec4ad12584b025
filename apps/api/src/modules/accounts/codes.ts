import { randomBytes, randomInt } from 'node:crypto';
import { CODE_LENGTH } from '@startwise/flows/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { CredentialTables } from './credential-tables.js';
import { keyedHash, sameHash } from './keys.js';
import { oneTimeCodes as customerCodes } from './tables.js';

export type CodePurpose = 'email-verification' | 'two-factor-login' | 'two-factor-setup' | 'password-reset';

/** How long each emailed secret lives (spec 9 and the issue). */
export const CODE_LIFETIME_SECONDS: Record<CodePurpose, number> = {
  'email-verification': 15 * 60,
  'two-factor-login': 5 * 60,
  'two-factor-setup': 5 * 60,
  'password-reset': 30 * 60,
};

/** A code dies at this many wrong tries; a new one must be requested. */
export const MAX_WRONG_TRIES = 5;

export type CodeCheck = 'ok' | 'invalid' | 'exhausted';

/**
 * Emailed one-time secrets. The stored hash binds the secret to its purpose and account (HMAC over
 * purpose|userId|secret), so a sign-in code can never confirm an email or enable two-factor login.
 */
export function createCodeStore(
  hashKey: Buffer,
  now: () => Date,
  oneTimeCodes: CredentialTables['oneTimeCodes'] = customerCodes,
) {
  const hashOf = (purpose: CodePurpose, userId: string, secret: string) => keyedHash(hashKey, purpose, userId, secret);

  async function store(tx: Database, userId: string, purpose: CodePurpose, secret: string) {
    const at = now();
    const values = {
      codeHash: hashOf(purpose, userId, secret),
      expiresAt: new Date(at.getTime() + CODE_LIFETIME_SECONDS[purpose] * 1000),
      failedAttempts: 0,
      consumedAt: null,
      createdAt: at,
    };
    await tx
      .insert(oneTimeCodes)
      .values({ userId, purpose, ...values })
      .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: values });
  }

  return {
    /** A new CODE_LENGTH-digit code (CSPRNG) that replaces any earlier code of the same purpose. */
    async issueCode(tx: Database, userId: string, purpose: Exclude<CodePurpose, 'password-reset'>): Promise<string> {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      await store(tx, userId, purpose, code);
      return code;
    },

    /** A new reset-link token (32 random bytes) that replaces any earlier link. */
    async issueResetToken(tx: Database, userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await store(tx, userId, 'password-reset', token);
      return token;
    },

    /** True while the account has an unused, unexpired code of this purpose that still takes tries. */
    async isLive(db: Database, userId: string, purpose: CodePurpose): Promise<boolean> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
      return Boolean(row && !row.consumedAt && row.expiresAt > now() && row.failedAttempts < MAX_WRONG_TRIES);
    },

    /**
     * Checks and, when right, uses up the secret. Run it inside the transaction of the change the code allows,
     * but do not throw inside that transaction for a wrong code: the counted wrong try must be committed.
     */
    async consume(tx: Database, userId: string, purpose: CodePurpose, secret: string): Promise<CodeCheck> {
      const where = and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
      const [row] = await tx.select().from(oneTimeCodes).where(where).for('update');
      const at = now();
      if (!row || row.consumedAt || row.expiresAt <= at) return 'invalid';
      if (row.failedAttempts >= MAX_WRONG_TRIES) return 'exhausted';
      if (sameHash(hashOf(purpose, userId, secret), row.codeHash)) {
        await tx.update(oneTimeCodes).set({ consumedAt: at }).where(where);
        return 'ok';
      }
      const [updated] = await tx
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(where)
        .returning({ failedAttempts: oneTimeCodes.failedAttempts });
      return (updated?.failedAttempts ?? MAX_WRONG_TRIES) >= MAX_WRONG_TRIES ? 'exhausted' : 'invalid';
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
