import { within } from 'storybook/test';
import { PAGE_READY } from '../../stories/backoffice-story';
import { queuePage, queueRows } from '../../stories/fixtures/queue';
import { mockDataBy } from '../../stories/mock-api';

// What the queue's two story files share: the queue answering with the fixtures and recording what it was asked.

/** The addresses the queue asked the server for, newest last. */
export const asked: URL[] = [];
/** The bulk assigns the queue sent. */
export const assigned: unknown[] = [];
export const recordingQueue = mockDataBy('/admin/submissions', (url) => {
  asked.push(url);
  return queuePage(queueRows, 1, 46);
});

export const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Submissions' }, PAGE_READY));
