import { within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { queuePage, queueRows } from '../../stories/fixtures/queue';
import { mockDataBy } from '../../stories/mock-api';

// What the queue's two story files share: the page signed in at the desk, and the queue answering with the
// fixtures and recording what it was asked.

/** /backoffice/submissions at the desk's width, signed in as the admin: the meta of both files, less its title. */
export const queueStory = {
  ...backofficeStory,
  parameters: { backofficePage: { url: '/submissions', signedIn: true } },
  globals: desktopViewport,
};

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
