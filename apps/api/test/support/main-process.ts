import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../src/platform/config.js';
import { RUN_TYPESCRIPT } from './api-process.js';

export interface MainProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Its DATA_DIR (PGlite keeps its files in `db` below it). */
  dataDir: string;
  /** Every log line so far (pino JSON). */
  logs: string[];
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Kills the process if it still runs and removes its DATA_DIR. */
  cleanUp(): Promise<void>;
}

/**
 * `src/main.ts` as its own process, as `npm start` runs it (production settings, its own DATA_DIR, a free port);
 * resolves once it listens. `env` adds settings (DATABASE_URL, SMTP_URL).
 */
export async function startMainProcess(env: Record<string, string> = {}): Promise<MainProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'startwise-main-'));
  const child = spawn(process.execPath, [...RUN_TYPESCRIPT, join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: join(repoRoot, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: 'main-process-test-secret-0123456789abcdef',
      // Production refuses the payment sandbox; placeholders pointing nowhere, as no test here pays.
      RAZORPAY_KEY_ID: 'rzp_test_main_process',
      RAZORPAY_KEY_SECRET: 'main-process-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'main-process-webhook-secret',
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    const read = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        logs.push(line);
        const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (listening) resolve(Number(listening[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => reject(new Error(`main.ts exited (${code}) before listening:\n${logs.join('\n')}`)));
  });
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    logs,
    exited,
    async cleanUp() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
