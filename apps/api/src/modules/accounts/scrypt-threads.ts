import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

// Runs in each worker thread (CommonJS, as eval'd worker code is). On Linux setpriority(0) renices only the calling
// thread: the hashing threads get the CPU that the event loop and the database do not want, instead of half of it.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(19); } catch {}
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, Buffer.from(salt), keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});
`;

interface Job {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptParameters;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * scrypt on a few low-priority worker threads shared by the whole process (the CPU is shared anyway). Node's own
 * `crypto.scrypt` runs on the libuv threadpool at normal priority, where a login storm takes CPU from every request.
 */
function createScryptThreads(size: number) {
  const idle: Worker[] = [];
  const waiting: Job[] = [];
  let started = 0;

  function runNext() {
    const next = waiting.shift();
    if (!next) return;
    const worker = take();
    if (worker) run(worker, next);
    else waiting.unshift(next);
  }

  function run(worker: Worker, job: Job) {
    worker.ref();
    const answered = (answer: { key?: Uint8Array; error?: string }) => {
      worker.off('error', crashed);
      worker.unref();
      if (answer.key) job.resolve(Buffer.from(answer.key));
      else job.reject(new Error(answer.error ?? 'scrypt failed'));
      idle.push(worker);
      runNext();
    };
    // A thread that dies (out of memory) fails its job and is replaced for the next one.
    const crashed = (error: Error) => {
      worker.off('message', answered);
      started -= 1;
      job.reject(error);
      runNext();
    };
    worker.once('message', answered);
    worker.once('error', crashed);
    const { password, salt, keyLength, options } = job;
    worker.postMessage({ password, salt, keyLength, options });
  }

  function take(): Worker | undefined {
    if (idle.length > 0) return idle.pop();
    if (started >= size) return undefined;
    started += 1;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    return worker;
  }

  return {
    derive(password: string, salt: Buffer, keyLength: number, options: ScryptParameters): Promise<Buffer> {
      return new Promise((resolve, reject) => {
        const job = { password, salt, keyLength, options, resolve, reject };
        const worker = take();
        if (worker) run(worker, job);
        else waiting.push(job);
      });
    },
  };
}

let shared: ReturnType<typeof createScryptThreads> | undefined;

/** The process's scrypt threads: one per core but one, at least one. */
export function scryptThreads() {
  shared ??= createScryptThreads(Math.max(1, availableParallelism() - 1));
  return shared;
}
