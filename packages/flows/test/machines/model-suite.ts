// The scaffold every machine's model-based test shares. Called inside a describe block, it puts each test on fake
// timers and, after all of them, fails unless the paths took every state and transition of the machine.
import { afterAll, beforeEach, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createCoverage } from '../../src/testing/coverage.js';
import { createFakeActors, type FakeActors } from '../../src/testing/fake-actors.js';
import { describePath, type MachinePath } from '../../src/testing/paths.js';
import { type PathDriver, runPath } from '../../src/testing/run-path.js';

/** What one path is played with: the machine with fakes provided, the checks, and (optionally) other fakes or input. */
export type PathSetup = Pick<PathDriver, 'machine' | 'check'> & Partial<Pick<PathDriver, 'fakes' | 'input'>>;

export function modelBasedSuite(machine: AnyStateMachine, report: { name?: string; note?: string } = {}) {
  const coverage = createCoverage(machine);

  beforeEach(() => {
    vi.useFakeTimers();
    return () => vi.useRealTimers();
  });

  afterAll(() => {
    const summary = coverage.assertComplete(report.name);
    console.info(report.note ? `${summary} (${report.note})` : summary);
  });

  return {
    /** One test per path, played by runPath on a fresh actor; `setUp` gets fresh fake actors for it. */
    walk(paths: MachinePath[], setUp: (fakes: FakeActors) => PathSetup) {
      it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
        const fakes = createFakeActors();
        await runPath(path, {
          fakes,
          coverage,
          advanceTime: (ms) => vi.advanceTimersByTimeAsync(ms),
          ...setUp(fakes),
        });
      });
    },
  };
}
