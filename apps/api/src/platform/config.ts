import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandFor } from './system/brand.js';

/** The repository root: where openapi.yaml lives. Defaults that are paths hang from it, not from the cwd. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** The secret before the last rotation: still accepted for access and refresh tokens (see docs/deploy.md). */
  jwtSecretPrevious: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  razorpay: {
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    /** Razorpay's REST host; without keys the local sandbox is used instead. */
    apiUrl: string;
  };
  /**
   * How long money may take before the reconciliation view lists it as needing a person: a payment session not
   * confirmed (PAYMENT_CONFIRMATION_GRACE_MINUTES, default 15) and a refund not processed
   * (REFUND_PROCESSING_GRACE_HOURS, default 48).
   */
  attention: { paymentConfirmationGraceMs: number; refundProcessingGraceMs: number };
  /** Overrides of the brand's GST supplier details printed on invoices. */
  supplier: { gstin: string | undefined; state: string | undefined; address: string | undefined };
  brand: string;
  /**
   * Multiplies the accounts module's rate limits (not the 30 s code cooldown); for browser test suites that sign
   * up many customers from one address. Always 1 in production.
   */
  rateLimitScale: number;
  /**
   * How long a sign-in may wait for its password hash before it is answered 429 (2.5 s unless set). Outside
   * production only: a browser suite on a loaded 2-core runner starves the low-priority hashing thread, and its
   * journeys must sign in however slow the machine is.
   */
  hashingMaxWaitMs: number | undefined;
  /** Development only: the demo staff's password instead of a random one (browser test suites sign in with it). */
  demoStaffPassword: string | undefined;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For), as Fastify's `trustProxy`: false (default) when
   * the server faces customers directly, so per-IP limits cannot be dodged with a forged header.
   */
  trustProxy: boolean | string;
  storefrontDir: string;
  /** The storefront's server renderer (its `vite build --ssr` output); public pages are sent rendered when it exists. */
  storefrontRenderer: string;
  /** The built back office (apps/backoffice), served under /backoffice. */
  backofficeDir: string;
  /**
   * The built Storybook (`npm run build-storybook`), served under /storybook for designers: always in development,
   * in production only with STORYBOOK_PUBLIC=1. Null when it is not served.
   */
  storybookDir: string | null;
  mediaDir: string;
  /** Where customer uploads live: S3-compatible object storage when S3_BUCKET is set, else DATA_DIR/uploads. */
  storage: StorageConfig;
  /** The brand's icons, manifest and Open Graph card, served at the site root (packages/ui/brand/<BRAND>). */
  brandAssetsDir: string;
}

export type StorageConfig =
  | { kind: 'local'; dir: string; orphanGraceMs: number }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Unset: AWS itself. */
      endpoint: string | undefined;
      /** Unset: the SDK's default chain (environment, instance role…). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      orphanGraceMs: number;
    };

type Env = Record<string, string | undefined>;

function readPort(raw: string | undefined): number {
  const port = Number(raw ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return port;
}

/** A development secret is generated once and kept under DATA_DIR, so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readHashingMaxWait(raw: string | undefined, mode: AppConfig['env']): number | undefined {
  if (raw === undefined) return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1) throw new Error(`HASHING_MAX_WAIT_MS must be a whole number >= 1, got "${raw}"`);
  if (mode === 'production') throw new Error('HASHING_MAX_WAIT_MS cannot be changed in production');
  return ms;
}

function readRateLimitScale(raw: string | undefined, mode: AppConfig['env']): number {
  const scale = Number(raw ?? 1);
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`RATE_LIMIT_SCALE must be a whole number >= 1, got "${raw}"`);
  if (mode === 'production' && scale !== 1) throw new Error('RATE_LIMIT_SCALE cannot be changed in production');
  return scale;
}

/** TRUST_PROXY: unset/false, true (any proxy), or the proxies' addresses/CIDRs/keywords ('loopback, 10.0.0.0/8'). */
function readTrustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

function readStorage(env: Env, dataDir: string): StorageConfig {
  const graceMinutes = Number(env.UPLOAD_ORPHAN_GRACE_MINUTES ?? 60);
  if (!Number.isFinite(graceMinutes) || graceMinutes <= 0)
    throw new Error(`UPLOAD_ORPHAN_GRACE_MINUTES must be a positive number, got "${env.UPLOAD_ORPHAN_GRACE_MINUTES}"`);
  const orphanGraceMs = graceMinutes * 60_000;
  if (!env.S3_BUCKET) return { kind: 'local', dir: join(dataDir, 'uploads'), orphanGraceMs };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither for the SDK default chain).');
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    orphanGraceMs,
  };
}

/** A positive number of `unit`s from the environment variable `name` (its default when unset), in milliseconds. */
function readDuration(env: Env, name: string, fallback: number, unitMs: number): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value * unitMs;
}

function readDemoStaffPassword(raw: string | undefined, mode: AppConfig['env']): string | undefined {
  if (!raw) return undefined;
  if (mode !== 'development') throw new Error('DEMO_STAFF_PASSWORD is for development only');
  if (raw.length < 12) throw new Error('DEMO_STAFF_PASSWORD must be at least 12 characters');
  return raw;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = readPort(env.PORT);
  const dataDir = resolve(repoRoot, env.DATA_DIR ?? 'data');
  if (mode === 'production' && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET is required when NODE_ENV=production (a long random string, e.g. 48 random bytes).');
  }
  const brand = env.BRAND ?? 'startwise';
  return {
    env: mode,
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
    jwtSecretPrevious: env.JWT_SECRET_PREVIOUS || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? brandFor(brand).mailFrom,
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID || undefined,
      keySecret: env.RAZORPAY_KEY_SECRET || undefined,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
      apiUrl: env.RAZORPAY_API_URL || 'https://api.razorpay.com',
    },
    attention: {
      paymentConfirmationGraceMs: readDuration(env, 'PAYMENT_CONFIRMATION_GRACE_MINUTES', 15, 60_000),
      refundProcessingGraceMs: readDuration(env, 'REFUND_PROCESSING_GRACE_HOURS', 48, 3_600_000),
    },
    supplier: {
      gstin: env.SUPPLIER_GSTIN || undefined,
      state: env.SUPPLIER_STATE || undefined,
      address: env.SUPPLIER_ADDRESS || undefined,
    },
    brand,
    rateLimitScale: readRateLimitScale(env.RATE_LIMIT_SCALE, mode),
    hashingMaxWaitMs: readHashingMaxWait(env.HASHING_MAX_WAIT_MS, mode),
    demoStaffPassword: readDemoStaffPassword(env.DEMO_STAFF_PASSWORD, mode),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    // Another brand's build of the storefront can sit beside the default one (the brands' e2e builds Saffron's).
    storefrontDir: resolve(repoRoot, env.STOREFRONT_DIR ?? 'apps/storefront/dist'),
    storefrontRenderer: resolve(repoRoot, env.STOREFRONT_RENDERER ?? 'apps/storefront/dist-server/render-page.js'),
    backofficeDir: resolve(repoRoot, 'apps/backoffice/dist'),
    storybookDir: mode !== 'production' || env.STORYBOOK_PUBLIC === '1' ? resolve(repoRoot, 'storybook-static') : null,
    mediaDir: resolve(repoRoot, 'apps/api/media'),
    storage: readStorage(env, dataDir),
    brandAssetsDir: resolve(repoRoot, 'packages/ui/brand', brand),
  };
}
