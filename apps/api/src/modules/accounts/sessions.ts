import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../platform/db/database.js';
import type { CredentialTables } from './credential-tables.js';
import { type AccountKeys, keyedHash } from './keys.js';
import { sessions as customerSessions, refreshTokens as customerTokens, users } from './tables.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Absolute: a session ends 30 days after sign-in however often it is refreshed. */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;
/**
 * Two tabs may refresh with the same token at once: the loser presents a token used moments ago. Within this
 * grace it gets a plain 401 (its tab re-reads the new token the winner stored); after it, reuse means the
 * token leaked, and the whole session is revoked.
 */
export const REUSE_GRACE_SECONDS = 10;

const ISSUER = 'startwise';

/** Whose sessions a store keeps: its tables, and the accounts table the sessions belong to. */
export interface SessionOwners {
  tables: Pick<CredentialTables, 'sessions' | 'refreshTokens'>;
  accounts: { table: PgTable; id: PgColumn; email: PgColumn };
}

const CUSTOMERS: SessionOwners = {
  tables: { sessions: customerSessions, refreshTokens: customerTokens },
  accounts: { table: users, id: users.id, email: users.email },
};

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export type RotateResult =
  | { outcome: 'rotated'; userId: string; tokens: TokenPair }
  | { outcome: 'rejected'; reason: 'unknown' | 'expired' | 'reused-within-grace' | 'reused' };

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * Sessions: a short-lived signed access token (JWT HS256, `sub` = user id, `sid` = session id) and an opaque
 * refresh token, stored only as a keyed hash, that is exchanged for a new one on every use.
 */
export function createSessionStore(
  keys: AccountKeys & { previous?: AccountKeys },
  now: () => Date,
  owners: SessionOwners = CUSTOMERS,
) {
  const { sessions, refreshTokens } = owners.tables;
  const accounts = owners.accounts;
  const hashOf = (refreshToken: string) => keyedHash(keys.secretHash, 'refresh-token', refreshToken);
  /**
   * What a refresh token may be stored under: its hash with the current key, and, while JWT_SECRET is being rotated
   * (JWT_SECRET_PREVIOUS set), with the previous one. A token is replaced on use, so sessions move to the new key.
   */
  const storedHashesOf = (refreshToken: string) => [
    hashOf(refreshToken),
    ...(keys.previous ? [keyedHash(keys.previous.secretHash, 'refresh-token', refreshToken)] : []),
  ];
  /** Access-token keys to verify with: the current one, then the previous one during a rotation. */
  const verificationKeys = [keys.accessToken, ...(keys.previous ? [keys.previous.accessToken] : [])];

  async function signAccessToken(userId: string, sessionId: string): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(keys.accessToken);
  }

  async function newRefreshToken(tx: Database, sessionId: string): Promise<string> {
    const refreshToken = randomBytes(32).toString('base64url');
    await tx.insert(refreshTokens).values({ tokenHash: hashOf(refreshToken), sessionId, createdAt: now() });
    return refreshToken;
  }

  return {
    /** Starts a session for a customer who just proved who they are. */
    async start(tx: Database, userId: string): Promise<TokenPair> {
      const at = now();
      const [session] = await tx
        .insert(sessions)
        .values({ userId, createdAt: at, expiresAt: new Date(at.getTime() + SESSION_SECONDS * 1000) })
        .returning({ id: sessions.id });
      const sessionId = (session as { id: string }).id;
      return { token: await signAccessToken(userId, sessionId), refreshToken: await newRefreshToken(tx, sessionId) };
    },

    /** Uses up a refresh token for a new pair; a token used before revokes its session (after the grace). */
    async rotate(db: Database, refreshToken: string): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        const at = now();
        const [row] = await tx
          .select({ tokenHash: refreshTokens.tokenHash, usedAt: refreshTokens.usedAt, session: sessions })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .where(inArray(refreshTokens.tokenHash, storedHashesOf(refreshToken)))
          .for('update');
        if (!row) return { outcome: 'rejected', reason: 'unknown' } as const;
        const { tokenHash } = row;
        const { session } = row;
        if (session.revokedAt || session.expiresAt <= at) return { outcome: 'rejected', reason: 'expired' } as const;
        if (row.usedAt) {
          if (at.getTime() - row.usedAt.getTime() <= REUSE_GRACE_SECONDS * 1000) {
            return { outcome: 'rejected', reason: 'reused-within-grace' } as const;
          }
          await tx.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, session.id));
          return { outcome: 'rejected', reason: 'reused' } as const;
        }
        await tx.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.tokenHash, tokenHash));
        return {
          outcome: 'rotated',
          userId: session.userId,
          tokens: {
            token: await signAccessToken(session.userId, session.id),
            refreshToken: await newRefreshToken(tx, session.id),
          },
        } as const;
      });
    },

    /** The claims of a valid, unexpired access token, or undefined. */
    async verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
      for (const key of verificationKeys) {
        try {
          const { payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            issuer: ISSUER,
            currentDate: now(),
          });
          if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
          return { userId: payload.sub, sessionId: payload.sid };
        } catch {
          // Not signed with this key (or expired): try the next.
        }
      }
      return undefined;
    },

    /** The account's email while the session is neither revoked nor past its absolute expiry. */
    async activeSessionEmail(db: Database, claims: AccessClaims): Promise<string | undefined> {
      const [row] = await db
        .select({ email: accounts.email })
        .from(sessions)
        .innerJoin(accounts.table, eq(accounts.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            eq(sessions.userId, claims.userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now()),
          ),
        );
      return row?.email as string | undefined;
    },

    /** The session of this refresh token, if it belongs to the customer (for logout with a refresh token). */
    async sessionOfRefreshToken(db: Database, userId: string, refreshToken: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(and(inArray(refreshTokens.tokenHash, storedHashesOf(refreshToken)), eq(sessions.userId, userId)));
      return row?.sessionId;
    },

    async revoke(tx: Database, sessionId: string): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every session of the customer, or every one but `exceptSessionId` (the one changing the password). */
    async revokeAll(tx: Database, userId: string, exceptSessionId?: string): Promise<void> {
      const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(exceptSessionId ? and(mine, ne(sessions.id, exceptSessionId)) : mine);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
