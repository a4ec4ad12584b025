import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on right now (the OS picks it), for a child process that needs it up front. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Node's arguments that run a TypeScript entry as `npm start` does: tsx, and the packages' source condition
 * (packages/build/source-condition.ts), which npm passes through NODE_OPTIONS (.npmrc) and a child started with an
 * environment of its own would not have.
 */
export const RUN_TYPESCRIPT = ['--conditions=@startwise/source', '--import', 'tsx'];

/**
 * The sandbox's keys live under DATA_DIR; instances that share a database must share them too (in production
 * there is no sandbox: every instance gets the same RAZORPAY_* environment).
 */
export function shareSandboxKeys(dataDir: string, keys: { keyId: string; keySecret: string; webhookSecret: string }) {
  mkdirSync(join(dataDir, 'secrets'), { recursive: true });
  writeFileSync(join(dataDir, 'secrets', 'razorpay-sandbox.json'), JSON.stringify(keys), { mode: 0o600 });
}

export interface ApiProcess {
  baseUrl: string;
  /** Everything the process printed (pino's JSON lines and any stack trace). */
  output: string[];
  stop(): Promise<void>;
}

/** `npm start` in a child process (tsx src/main.ts) with this environment; resolves once /api/health answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...RUN_TYPESCRIPT, 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let waited = 0; waited < 90_000; waited += 200) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The API process did not start:\n${output.join('')}`);
}
