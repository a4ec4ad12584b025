import type { Page, TestInfo } from '@playwright/test';

const KEPT_LINES = 60;

/**
 * What the page did, kept while a test runs and printed when it fails: CI prints only its log (the trace
 * stays on the runner), and a journey that waited in vain should say which requests went out and what the page
 * complained of.
 */
export async function recordBrowserLog(page: Page) {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated ${frame.url()}`);
  });
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'document') return;
    note(`→ ${request.method()} ${request.url()}`);
  });
  page.on('requestfailed', (request) => note(`✗ ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()} ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error ${error.message}`));
  // react-query holds its requests while the browser says it is offline: a change of that is worth a line.
  await page.addInitScript(() => {
    for (const type of ['online', 'offline'])
      window.addEventListener(type, () => console.warn(`the browser went ${type}`));
  });

  return {
    /** Prints the log of a test that did not end as expected into the run's output, beside its failure. */
    printIfFailed: (testInfo: TestInfo) => {
      if (testInfo.status === testInfo.expectedStatus) return;
      console.log([`browser log of “${testInfo.title}” (documents and API calls):`, ...lines].join('\n  '));
    },
  };
}
