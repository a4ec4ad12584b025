/** How long the demos' fake server calls take: long enough to see the busy state, short enough for the tests. */
export const FAKE_LATENCY_MS = 250;

export function fakeLatency(ms: number = FAKE_LATENCY_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** findBy* options for what appears after a fake call (the default 1 s is tight on a busy machine). */
export const AFTER_FAKE_CALL = { timeout: 4000 } as const;
